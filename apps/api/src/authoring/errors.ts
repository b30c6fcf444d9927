import type { Diagnostic } from '@voz/validation';
import { HttpError } from '../http/errors.js';

/** An HttpError of the authoring routes whose answer carries more fields than status, code and message. */
export class AuthoringError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    code: string,
    /** Fields added to the answer's body (currentVersion, diagnostics). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(statusCode, message, code);
  }
}

/** 400: a path that is not an editable file of the folder. */
export const pathError = (message: string): AuthoringError => new AuthoringError(400, message, 'error.authoring.path');

/** 400: an operation that this kind of file does not allow (creating or deleting tenant.json...). */
export const kindError = (message: string): AuthoringError => new AuthoringError(400, message, 'error.authoring.kind');

/** 404: the file (or history entry, or tenant folder) does not exist. */
export const missing = (message: string): AuthoringError =>
  new AuthoringError(404, message, 'error.authoring.notFound');

/** 409: the file changed since the caller read it (`currentVersion` null when it no longer exists). */
export const staleVersion = (path: string, currentVersion: string | null): AuthoringError =>
  new AuthoringError(
    409,
    currentVersion === null
      ? `El archivo "${path}" ya no existe: otra persona lo eliminó o lo renombró desde que lo abrió.`
      : `El archivo "${path}" cambió desde que lo abrió: otra persona guardó una versión más nueva. Vuelva a abrirlo para ver sus cambios antes de guardar.`,
    'error.authoring.conflict',
    { currentVersion },
  );

/** 409: creating or renaming onto a file that exists. */
export const alreadyExists = (path: string): AuthoringError =>
  new AuthoringError(409, `Ya existe el archivo "${path}". Elija otro nombre.`, 'error.authoring.exists');

/** 422: the change would leave the folder with errors (severity 'error' diagnostics only). */
export function invalidChange(errors: readonly Diagnostic[]): AuthoringError {
  const first = errors[0];
  const where = first
    ? ` El primero, en ${first.file}${first.pointer ? ` (${first.pointer})` : ''}: ${first.message}`
    : '';
  return new AuthoringError(
    422,
    `El cambio no se guardó porque deja ${errors.length} error(es) de validación.${where}`,
    'error.authoring.invalid',
    { diagnostics: errors.slice(0, 200) },
  );
}
