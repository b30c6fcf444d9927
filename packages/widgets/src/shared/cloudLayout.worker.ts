// The word cloud's layout off the page's thread: d3-cloud on an OffscreenCanvas (cloudLayout.ts).
import { runCloudLayout, type CloudRequest, type PlacedWord } from './cloudLayout.js';

/** What the page posts: a layout to run (`id` names its answer), or one to stop. */
export type CloudMessage = { type: 'layout'; id: number; request: CloudRequest } | { type: 'stop'; id: number };

/** What the worker answers. */
export interface CloudAnswer {
  id: number;
  words: PlacedWord[];
}

const running = new Map<number, () => void>();

self.onmessage = (event: MessageEvent<CloudMessage>) => {
  const message = event.data;
  if (message.type === 'stop') {
    running.get(message.id)?.();
    running.delete(message.id);
    return;
  }
  const run = runCloudLayout(message.request, () => new OffscreenCanvas(1, 1));
  running.set(message.id, run.stop);
  void run.done.then((words) => {
    running.delete(message.id);
    const answer: CloudAnswer = { id: message.id, words };
    self.postMessage(answer);
  });
};
