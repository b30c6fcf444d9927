// Runs word-cloud layouts in one shared Web Worker (cloudLayout.worker.ts) when the browser has
// workers and OffscreenCanvas, else on the page's thread (runCloudLayout). A worker that fails to
// start (a Content-Security-Policy without worker-src 'self', for one) falls back too.
import { runCloudLayout, type CloudRequest, type CloudRun, type PlacedWord } from './cloudLayout.js';
import type { CloudAnswer, CloudMessage } from './cloudLayout.worker.js';

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, { request: CloudRequest; resolve: (words: PlacedWord[]) => void }>();

function sharedWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return (worker = null);
  try {
    worker = new Worker(new URL('./cloudLayout.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return (worker = null);
  }
  worker.onmessage = (event: MessageEvent<CloudAnswer>) => {
    const entry = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    entry?.resolve(event.data.words);
  };
  worker.onerror = () => {
    // No worker after all: the layouts waiting for it run here.
    worker?.terminate();
    worker = null;
    for (const [id, entry] of waiting) {
      waiting.delete(id);
      void runCloudLayout(entry.request).done.then(entry.resolve);
    }
  };
  return worker;
}

/** A word-cloud layout, in the shared worker when there is one. */
export function layoutCloud(request: CloudRequest): CloudRun {
  const w = sharedWorker();
  if (!w) return runCloudLayout(request);
  const id = ++nextId;
  const done = new Promise<PlacedWord[]>((resolve) => waiting.set(id, { request, resolve }));
  w.postMessage({ type: 'layout', id, request } satisfies CloudMessage);
  return {
    done,
    thread: 'worker',
    stop: () => {
      if (!waiting.delete(id)) return;
      worker?.postMessage({ type: 'stop', id } satisfies CloudMessage);
    },
  };
}
