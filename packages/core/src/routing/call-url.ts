/** Query parameters of a call: arrays are sent as repeated keys. */
export type Query = Readonly<Record<string, string | readonly string[]>>;

/** Query string of `query` without the leading '?': keys sorted, arrays as repeated keys, all encoded. */
export function encodeQuery(query: Query): string {
  const parts: string[] = [];
  for (const key of Object.keys(query).sort()) {
    const value = query[key];
    const values = typeof value === 'string' ? [value] : (value ?? []);
    for (const v of values) parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(v)}`);
  }
  return parts.join('&');
}

/**
 * `baseUrl` and `path` joined by exactly one slash, followed by the encoded query when it is not empty.
 * The base may be absolute ('https://host/api/voc/') or a path on the same host ('/api/voc', '/').
 */
export function joinUrl(baseUrl: string, path: string, query: Query = {}): string {
  const base = baseUrl.replace(/\/+$/, '');
  const rest = path.replace(/^\/+/, '');
  const qs = encodeQuery(query);
  return `${base}/${rest}${qs === '' ? '' : `?${qs}`}`;
}

/** JSON text of `value` with every object's keys sorted, so equal data always gives equal text. */
export function stableStringify(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}
