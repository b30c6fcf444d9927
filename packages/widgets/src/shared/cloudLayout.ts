// The word cloud's layout: d3-cloud places the words on its sprite canvas with a seeded random, so
// the same words in the same box always give the same cloud. Each layout clears and reads back a
// 2048×2048 canvas (0.1–0.2 s on a slow machine), so the renderer runs it in a Web Worker on an
// OffscreenCanvas (cloudLayout.worker.ts) and here, on the page's thread, only where there is no
// worker (tests in jsdom, old browsers).
import { hashSeed, seededRandom } from '@voz/core';
import cloud from 'd3-cloud';

/** The font of the words (measured on the canvas and drawn in SVG alike). */
export const CLOUD_FONT = 'ui-sans-serif, system-ui, sans-serif';
export const CLOUD_WEIGHT = 600;

/** A word to place. */
export interface CloudWord {
  text: string;
  size: number;
  color: string;
  count: number;
}

/** A word placed: its centre relative to the box's centre. */
export interface PlacedWord extends CloudWord {
  x: number;
  y: number;
  rotate: number;
}

/** One layout: the box, the seed, and the words of each attempt (smaller type at each retry). */
export interface CloudRequest {
  width: number;
  height: number;
  seed: string;
  attempts: CloudWord[][];
}

/** A running layout: its result, where it runs (a worker, or the page's own thread), and how to stop it. */
export interface CloudRun {
  done: Promise<PlacedWord[]>;
  thread: 'worker' | 'page';
  stop: () => void;
}

type Sprite = CloudWord & { x?: number; y?: number; rotate?: number };

/**
 * Lays the words out: the first attempt whose words all fit, else the last attempt's placed words.
 * `canvas` makes d3-cloud's sprite canvas (an OffscreenCanvas in a worker; a canvas element by default).
 */
export function runCloudLayout(request: CloudRequest, canvas?: () => unknown): CloudRun {
  let current: { stop: () => void } | null = null;
  let stopped = false;
  const done = new Promise<PlacedWord[]>((resolve) => {
    const run = (attempt: number): void => {
      const words = request.attempts[attempt] ?? [];
      const random = seededRandom(hashSeed('word-cloud', request.seed));
      const layout = cloud<Sprite>()
        .size([request.width, request.height])
        .words(words.map((w) => ({ ...w })))
        .padding(2)
        .rotate(0)
        .font(CLOUD_FONT)
        .fontWeight(CLOUD_WEIGHT)
        .fontSize((w) => w.size)
        .random(() => random.next())
        .on('end', (placed: Sprite[]) => {
          if (stopped) return;
          if (placed.length < words.length && attempt + 1 < request.attempts.length) {
            run(attempt + 1);
            return;
          }
          resolve(
            placed.map((w) => ({
              text: w.text,
              size: w.size,
              color: w.color,
              count: w.count,
              x: w.x ?? 0,
              y: w.y ?? 0,
              rotate: w.rotate ?? 0,
            })),
          );
        });
      // d3-cloud's typings want a canvas element; an OffscreenCanvas offers all it uses.
      if (canvas) layout.canvas(canvas as () => HTMLCanvasElement);
      current = layout;
      layout.start();
    };
    run(0);
  });
  return {
    done,
    thread: 'page',
    stop: () => {
      stopped = true;
      current?.stop();
    },
  };
}
