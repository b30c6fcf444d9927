import type { FastifyReply, FastifyRequest } from 'fastify';

// The one input rule of the API (issue 40, item 1), applied where requests enter (a preValidation
// hook of the app, so after the route's onRequest has checked the caller and before the schema or
// any route code sees a value): no string of a path, a query, a header or a JSON body may carry NUL
// or another C0 control character. Free text, which only JSON bodies carry (comments, descriptions,
// documents), may keep tab, line feed and carriage return; a header value may keep tab, which HTTP
// defines as blank space. Before this, a NUL byte in a text parameter reached PostgreSQL, which
// refuses it (`invalid byte sequence for encoding "UTF8": 0x00`), and the error escaped as a 500.

/** C0 controls but none of tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_IN_FREE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/** Every C0 control. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f]/;
/** C0 controls but tab. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_IN_HEADER = /[\u0000-\u0008\u000a-\u001f]/;

/** Every C0 control, to show the name of a field without them. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
const CONTROL_GLOBAL = /[\u0000-\u001f]/g;

/** The code of the 400 (the same as a schema's refusal: it is a malformed field). */
export const CONTROL_CHARACTER_CODE = 'error.validation';

/** The Spanish detail of the refusal, after "field: ". */
export const CONTROL_CHARACTER_DETAIL = 'contiene caracteres de control no permitidos';

/** How deep a JSON body is walked: bodies nested deeper are refused before they are parsed (JSON_DEPTH_LIMIT). */
const MAX_DEPTH = 128;

/**
 * The first field, as `where.key.0.key`, whose string (or key) carries a character the pattern
 * matches; undefined when none does.
 */
export function fieldWithControl(value: unknown, where: string, pattern: RegExp, depth = 0): string | undefined {
  if (typeof value === 'string') return pattern.test(value) ? where : undefined;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = fieldWithControl(value[i], `${where}.${i}`, pattern, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  // A Buffer or a stream (a body another parser kept as bytes) is not text of the request.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const field = `${where}.${key}`;
    if (pattern.test(key)) return field.replace(CONTROL_GLOBAL, '?');
    const found = fieldWithControl(inner, field, pattern, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The first field of a request that breaks the rule, or undefined. */
export function refusedField(
  request: Pick<FastifyRequest, 'params' | 'query' | 'headers' | 'body'>,
): string | undefined {
  return (
    fieldWithControl(request.params, 'params', CONTROL) ??
    fieldWithControl(request.query, 'querystring', CONTROL) ??
    fieldWithControl(request.headers, 'headers', CONTROL_IN_HEADER) ??
    fieldWithControl(request.body, 'body', CONTROL_IN_FREE_TEXT)
  );
}

/** The preValidation hook: a 400 naming the first field with a control character. */
export async function refuseControlCharacters(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply | undefined> {
  const field = refusedField(request);
  if (field === undefined) return undefined;
  return reply.status(400).send({
    status: 400,
    code: CONTROL_CHARACTER_CODE,
    message: `${field}: ${CONTROL_CHARACTER_DETAIL}`,
    field,
  });
}
