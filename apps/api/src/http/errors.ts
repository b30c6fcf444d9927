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
