/** An error answered to the client with its status and a clear message (never a stack). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Stable machine-readable code, e.g. 'error.unauthorized'. */
    readonly code: string = `error.http.${statusCode}`,
  ) {
    super(message);
  }
}

/** 400: the request is malformed. */
export const badRequest = (message: string): HttpError => new HttpError(400, message, 'error.validation');
/** 401: no valid token. */
export const unauthorized = (message = 'Se necesita iniciar sesión.'): HttpError =>
  new HttpError(401, message, 'error.unauthorized');
/** 403: signed in, but not allowed. */
export const forbidden = (message = 'No tiene permiso para esta acción.'): HttpError =>
  new HttpError(403, message, 'error.forbidden');
/** 404: not found — also for ids of another tenant, so their existence is not revealed. */
export const notFound = (message = 'No encontrado.'): HttpError => new HttpError(404, message, 'error.notFound');

/**
 * The body of every refusal (the app's error handler, app.ts), for routes' response schemas: the
 * status, a stable code, a Spanish message and the field at fault when one is. Routes whose
 * refusals carry more extend it with errorBodyWith.
 */
export const ERROR_BODY = {
  type: 'object',
  required: ['status', 'code', 'message'],
  properties: {
    status: { type: 'integer', description: 'HTTP status.' },
    code: { type: 'string', description: 'Stable code (error.validation, error.forbidden, error.conflict...).' },
    message: { type: 'string', description: 'What is wrong, in Spanish.' },
    field: { type: 'string', description: 'The field at fault, when one is.' },
  },
} as const;

/** ERROR_BODY with more properties (and a description), for refusals that carry more. */
export function errorBodyWith<const P extends Record<string, unknown>>(
  properties: P,
  description?: string,
): Omit<typeof ERROR_BODY, 'properties'> & { description?: string; properties: typeof ERROR_BODY.properties & P } {
  return {
    ...(description === undefined ? {} : { description }),
    ...ERROR_BODY,
    properties: { ...ERROR_BODY.properties, ...properties },
  };
}
