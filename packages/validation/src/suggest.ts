// The closest name to a mistyped one, for hints ("¿Quiso decir…?"). A leaf module: the lint
// families use it, and diagnostic.ts builds its rule table from those families.

/** Edit distance, to suggest the kind a mistyped `type` meant. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j] as number;
      row[j] = Math.min((row[j] as number) + 1, (row[j - 1] as number) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length] as number;
}

/** The closest of `options` to `value`, when it is close enough to be a likely typo. */
export function suggest(value: string, options: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const option of options) {
    const d = distance(value.toLowerCase(), option.toLowerCase());
    if (d < bestDistance) {
      best = option;
      bestDistance = d;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(value.length / 3)) ? best : undefined;
}
