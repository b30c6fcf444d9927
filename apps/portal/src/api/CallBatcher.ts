// Sends the widgets' calls of one moment in one request to the server's batch address (/config.json
// `batchUrl`; the reference server's POST /api/batch), and hands each call its own answer as its
// line of the streamed answer arrives, so a widget still paints as soon as its data is there. The
// browser's six connections per host then stay free for the widgets' code. A call refused inside
// the batch fails as it would alone (ApiError with the server's message and status). A server that
// answers the batch 404 or 405 does not have it: from then on every call goes alone.
// docs/decisions/0015-batched-widget-calls.md gives the reasons.
import type { IndicatorCall } from '@voz/core';
import { ApiError, apiErrorOf, callApi } from '@voz/data';

/** At most this many calls in one request (the server's limit). */
export const BATCH_MAX_CALLS = 100;

/** Options of the batcher. */
export interface CallBatcherOptions {
  /** The batch address (/config.json `batchUrl`). */
  url: string;
  /** The bearer token (read when a batch is sent). */
  token: () => string | null;
  /** The page's origin: only calls to it are batched (default: location.origin). */
  origin?: string;
}

interface Pending {
  call: IndicatorCall;
  /** The address on this origin: path and query. */
  url: string;
  resolve: (body: unknown) => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
  settled: boolean;
}

/** One line of the batch's answer. */
interface Line {
  index: number;
  status: number;
  body: unknown;
}

const abortError = (): DOMException => new DOMException('The call was cancelled.', 'AbortError');

function isLine(value: unknown): value is Line {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Partial<Line>;
  return typeof line.index === 'number' && typeof line.status === 'number';
}

export class CallBatcher {
  readonly #options: CallBatcherOptions;
  readonly #origin: string;
  #queue: Pending[] = [];
  #scheduled = false;
  /** False once the server showed it has no batch address. */
  #available = true;

  constructor(options: CallBatcherOptions) {
    this.#options = options;
    this.#origin = options.origin ?? globalThis.location.origin;
  }

  /** The address of a call on this origin (path and query) when it can be batched, else undefined. */
  #localUrl(call: IndicatorCall): string | undefined {
    if (!this.#available || (call.method !== 'GET' && call.method !== 'POST')) return undefined;
    let url: URL;
    try {
      url = new URL(call.url, this.#origin);
    } catch {
      return undefined;
    }
    if (url.origin !== this.#origin || !url.pathname.startsWith('/api/')) return undefined;
    return `${url.pathname}${url.search}`;
  }

  /** Whether a call goes through the batch (GET or POST, on this origin, under /api/). */
  accepts(call: IndicatorCall): boolean {
    return this.#localUrl(call) !== undefined;
  }

  /** The call's JSON answer; rejects as callApi does (ApiError, or AbortError when `signal` aborts). */
  send(call: IndicatorCall, signal?: AbortSignal): Promise<unknown> {
    const url = this.#localUrl(call);
    if (url === undefined) return this.#alone(call, signal);
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise<unknown>((resolve, reject) => {
      const pending: Pending = { call, url, resolve, reject, settled: false, ...(signal ? { signal } : {}) };
      this.#queue.push(pending);
      // Every frame mounted in one commit asks within the same task (React runs the commit's effects
      // in one go), so they leave together right after it, before the browser lays out the page.
      if (!this.#scheduled) {
        this.#scheduled = true;
        queueMicrotask(() => this.#flush());
      }
    });
  }

  #alone(call: IndicatorCall, signal?: AbortSignal): Promise<unknown> {
    return sendAlone(call, this.#options.token(), signal);
  }

  /** Settles a pending call with its own request, outside any batch. */
  #settleAlone(item: Pending): void {
    this.#alone(item.call, item.signal).then(
      (body) => settle(item, () => item.resolve(body)),
      (error: unknown) => settle(item, () => item.reject(error)),
    );
  }

  #flush(): void {
    this.#scheduled = false;
    const queue = this.#queue.filter((p) => !p.signal?.aborted);
    for (const p of this.#queue) if (p.signal?.aborted) settle(p, () => p.reject(abortError()));
    this.#queue = [];
    for (let i = 0; i < queue.length; i += BATCH_MAX_CALLS) void this.#send(queue.slice(i, i + BATCH_MAX_CALLS));
  }

  async #send(items: Pending[]): Promise<void> {
    if (items.length === 1) {
      // One call alone is answered as fast without the batch's stream.
      this.#settleAlone(items[0] as Pending);
      return;
    }
    const controller = new AbortController();
    // Each call may be cancelled alone; the request goes when every call of it is cancelled.
    for (const item of items) {
      item.signal?.addEventListener(
        'abort',
        () => {
          settle(item, () => item.reject(abortError()));
          if (items.every((i) => i.settled)) controller.abort();
        },
        { once: true },
      );
    }
    const token = this.#options.token();
    let response: Response;
    try {
      response = await fetch(this.#options.url, {
        method: 'POST',
        headers: {
          accept: 'application/x-ndjson',
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({
          calls: items.map((i) => ({
            method: i.call.method,
            url: i.url,
            ...(i.call.method === 'POST' ? { body: i.call.body ?? {} } : {}),
          })),
        }),
        signal: controller.signal,
      });
    } catch {
      this.#rejectOpen(items, () => new ApiError('No se pudo conectar con el servidor.', 0));
      return;
    }
    if (response.status === 404 || response.status === 405) {
      // No batch on this server after all: these calls and every later one go alone.
      this.#available = false;
      for (const item of items) if (!item.settled) this.#settleAlone(item);
      return;
    }
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => undefined);
      this.#rejectOpen(items, () => apiErrorOf(response.status, body));
      return;
    }
    try {
      await readLines(response, (line) => {
        const item = items[line.index];
        if (!item) return;
        if (line.status >= 200 && line.status < 300) settle(item, () => item.resolve(line.body));
        else settle(item, () => item.reject(apiErrorOf(line.status, line.body)));
      });
    } catch {
      // The stream broke (or every call was cancelled): what is still open fails, and may be retried.
    }
    this.#rejectOpen(items, () => new ApiError('La respuesta del servidor llegó incompleta.', 0));
  }

  #rejectOpen(items: Pending[], error: () => unknown): void {
    for (const item of items) settle(item, () => item.reject(item.signal?.aborted ? abortError() : error()));
  }
}

/** A call's JSON answer from its own request (callApi: an ApiError on a refusal). */
export async function sendAlone(call: IndicatorCall, token: string | null, signal?: AbortSignal): Promise<unknown> {
  const answer = await callApi<unknown>(call.url, {
    method: call.method,
    ...(call.body === undefined ? {} : { body: call.body }),
    token,
    ...(signal ? { signal } : {}),
  });
  return answer.body;
}

/** Runs `action` once per pending call. */
function settle(item: Pending, action: () => void): void {
  if (item.settled) return;
  item.settled = true;
  action();
}

/** Reads an NDJSON answer, handing each line to `onLine` as it arrives. */
async function readLines(response: Response, onLine: (line: Line) => void): Promise<void> {
  const handle = (text: string): void => {
    if (text.trim().length === 0) return;
    const value: unknown = JSON.parse(text);
    if (isLine(value)) onLine(value);
  };
  if (!response.body) {
    for (const text of (await response.text()).split('\n')) handle(text);
    return;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    let newline = buffered.indexOf('\n');
    while (newline !== -1) {
      handle(buffered.slice(0, newline));
      buffered = buffered.slice(newline + 1);
      newline = buffered.indexOf('\n');
    }
  }
  handle(buffered + decoder.decode());
}
