// How deeply a JSON document may nest arrays and objects. The formatter, the validator's position
// lookup (jsonc-parser), the lints, ajv's validators of recursive schemas and JSON.stringify all
// recurse once per level, so a document nested a few thousand levels deep overflows the stack
// (a 500 in the API, a crash of the CLI). The deepest landed file nests 12 levels; 64 leaves room
// for any real dashboard while staying far from any stack limit. Both checks here are loops, never
// recursion, so they are safe on any input.

/** Deepest nesting of arrays and objects accepted in a document (and in an API request body). */
export const JSON_DEPTH_LIMIT = 64;

/** The Spanish message of a document nested past the limit. */
export function jsonDepthMessage(limit = JSON_DEPTH_LIMIT): string {
  return `El JSON anida más de ${limit} niveles de objetos o listas; el máximo es ${limit}.`;
}

/** A value nested past the limit, where a formatter or a writer was asked to go through it. */
export class JsonDepthError extends Error {
  constructor(readonly limit = JSON_DEPTH_LIMIT) {
    super(jsonDepthMessage(limit));
    this.name = 'JsonDepthError';
  }
}

/**
 * Where JSON text first nests deeper than `limit` (the offset of the bracket that opens level
 * limit + 1), or undefined when it never does. One pass over the text, brackets inside strings not
 * counted. It reads text that may not be JSON: a string also ends at a line break, as jsonc-parser's
 * scanner ends it, so no bracket that parser would descend into goes uncounted.
 */
export function jsonTextTooDeep(text: string, limit = JSON_DEPTH_LIMIT): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */ || c === 0x0a || c === 0x0d) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth++;
      if (depth > limit) return i;
    } else if ((c === 0x5d /* ] */ || c === 0x7d) /* } */ && depth > 0) depth--;
  }
  return undefined;
}

/**
 * Whether a value nests arrays and objects deeper than `limit`. Walks with a stack of its own and
 * stops at the first level past the limit (so a value that contains itself counts as too deep).
 */
export function jsonValueTooDeep(value: unknown, limit = JSON_DEPTH_LIMIT): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [current, depth] = next;
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > limit) return true;
    for (const inner of Array.isArray(current) ? current : Object.values(current)) {
      if (typeof inner === 'object' && inner !== null) stack.push([inner, depth + 1]);
    }
  }
  return false;
}

/** Throws JsonDepthError when the value nests deeper than the limit. */
export function assertJsonDepth(value: unknown, limit = JSON_DEPTH_LIMIT): void {
  if (jsonValueTooDeep(value, limit)) throw new JsonDepthError(limit);
}
