// Contrast of text colours (WCAG 2.2, success criterion 1.4.3): the catalogue's scale and sentiment
// colours are chosen for marks (bars, arcs, fills), and many are too light to be read as text on
// the white widget frame. A value written in its band's colour keeps the band's hue, darkened until
// it reaches the ratio its size needs (3:1 for large text, 4.5:1 otherwise).

/** The ratio WCAG AA asks of large text (24 px, or 18.66 px bold) and of chart labels. */
export const LARGE_TEXT_RATIO = 3;
/** The ratio WCAG AA asks of other text. */
export const TEXT_RATIO = 4.5;

/** The channels (0–255) of a #RRGGBB colour, or null for anything else. */
function channels(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  return [match[1], match[2], match[3]].map((part) => parseInt(part ?? '0', 16)) as [number, number, number];
}

/** Relative luminance of a #RRGGBB colour (WCAG); 1 (white) for a colour it cannot read. */
export function luminance(hex: string): number {
  const rgb = channels(hex);
  if (!rgb) return 1;
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio (1–21) of two #RRGGBB colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * `color` as text on `background`: itself when it already reaches `ratio`, else mixed with black in
 * steps of 5 % until it does (same hue, darker). A colour that is not #RRGGBB comes back unchanged.
 */
export function readableOn(color: string, background = '#ffffff', ratio = TEXT_RATIO): string {
  const rgb = channels(color);
  if (!rgb) return color;
  for (let step = 0; step <= 20; step += 1) {
    const k = 1 - step / 20;
    const mixed = `#${rgb
      .map((c) =>
        Math.round(c * k)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
    if (contrastRatio(mixed, background) >= ratio) return step === 0 ? color : mixed.toUpperCase();
  }
  return '#000000';
}
