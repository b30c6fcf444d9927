// Multipart uploads with progress (fetch reports none): the evidence files of alerts and of
// action-plan activities. A refusal becomes packages/data's ApiError with the server's message,
// as callApi's do; an abort rejects with an AbortError.
import { ApiError, apiErrorOf } from '@voz/data';

/** Options of one upload. */
export interface UploadOptions {
  token: string;
  /** Name of each file's part (the API reads every part that is a file). */
  field?: string;
  /** Fraction of the bytes sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POSTs the files as multipart/form-data; resolves with the parsed JSON answer. */
export function uploadFiles<T>(url: string, files: readonly File[], options: UploadOptions): Promise<T> {
  const form = new FormData();
  for (const file of files) form.append(options.field ?? 'file', file, file.name);
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    const abort = (): void => request.abort();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader('authorization', `Bearer ${options.token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      options.signal?.removeEventListener('abort', abort);
      let body: unknown = undefined;
      if (request.responseText) {
        try {
          body = JSON.parse(request.responseText);
        } catch {
          body = request.responseText;
        }
      }
      if (request.status >= 200 && request.status < 300) {
        options.onProgress?.(1);
        resolve(body as T);
      } else reject(apiErrorOf(request.status, body));
    };
    request.onerror = () => {
      options.signal?.removeEventListener('abort', abort);
      reject(new ApiError('No se pudo conectar con el servidor.', 0));
    };
    request.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', abort, { once: true });
    request.send(form);
  });
}

/** Saves a file the API answers (with the bearer token, which a plain link cannot send). */
export async function downloadFile(url: string, token: string, fileName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  } catch {
    throw new ApiError('No se pudo conectar con el servidor.', 0);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the text as it is
    }
    throw apiErrorOf(response.status, body);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; give it a moment before the URL goes.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
