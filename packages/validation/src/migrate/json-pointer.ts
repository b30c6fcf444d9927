/** The JSON Pointer (RFC 6901) of a child of the value at `parent`. */
export function childPointer(parent: string, key: string | number): string {
  const token = String(key).replace(/~/g, '~0').replace(/\//g, '~1');
  return `${parent}/${token}`;
}
