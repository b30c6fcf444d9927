// Indicator values as people read them: the tenant's locale and decimals, a unit, a dash for "no
// value". Rounding is half away from zero, as Intl does, so a table and a chart agree.

/** How a value is written. */
export interface NumberFormat {
  /** BCP 47 locale (the tenant's `locale`, such as es-CL). */
  locale: string;
  /** Decimals (the widget's, else the tenant's `formatting.decimals`, else 2). */
  decimals: number;
  /** 'percent' appends a percent sign; values are already in percent (0–100). */
  unit?: 'percent' | 'points';
  /** Always show the sign (a change against the previous period). */
  signed?: boolean;
}

/** What is written for a missing value. */
export const NO_VALUE = '—';

const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, decimals: number, signed: boolean): Intl.NumberFormat {
  const key = `${locale}|${decimals}|${signed}`;
  let found = cache.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: signed ? 'exceptZero' : 'auto',
    });
    cache.set(key, found);
  }
  return found;
}

/** A value written with the locale's separators and the decimals asked; NO_VALUE for null or NaN. */
export function formatValue(value: number | null | undefined, format: NumberFormat): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  const decimals = Math.min(2, Math.max(0, Math.trunc(format.decimals)));
  const text = formatter(format.locale, decimals, format.signed === true).format(value);
  return format.unit === 'percent' ? `${text} %` : text;
}

/** A count (sample sizes, mentions) with the locale's grouping and no decimals. */
export function formatCount(value: number, locale: string): string {
  return formatter(locale, 0, false).format(value);
}
