// The HTTP client of the browser apps (the portal and the editor): JSON in and out, the bearer
// token on every call, and the server's error payload ({ status, code, message, ... }) turned into
// an ApiError that keeps the whole payload (a refused save carries its diagnostics, a conflict the
// current version).

/** A refused or failed call, with what the server said. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    /** The server's error code (error.invalidCredentials...), when it sent one. */
    readonly code?: string,
    /** The whole error payload ({} when there was none). */
    readonly body: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The ApiError of a refusal: the server's message and code when its body carries them. */
export function apiErrorOf(status: number, body: unknown): ApiError {
  const payload = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const message =
    typeof payload.message === 'string' && payload.message.length > 0
      ? payload.message
      : `El servidor respondió ${status}.`;
  return new ApiError(message, status, typeof payload.code === 'string' ? payload.code : undefined, payload);
}

/** Options of one call. */
export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
  /** Extra headers (If-None-Match...). */
  headers?: Record<string, string>;
}

/** An answer: the parsed JSON body and the response headers. */
export interface ApiAnswer<T> {
  body: T;
  headers: Headers;
  status: number;
}

/** Calls the API; rejects with an ApiError on a network failure or a status outside 2xx. */
export async function callApi<T>(url: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('No se pudo conectar con el servidor.', 0);
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text.length > 0) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) throw apiErrorOf(response.status, body);
  return { body: body as T, headers: response.headers, status: response.status };
}
