import type { RendererProps, WidgetKind } from '@voz/widgets';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadRenderer } from './WidgetFrame.js';

const Renderer: ComponentType<RendererProps> = () => null;

/** A kind whose chunk fails to load `failures` times, then loads. */
function kindLoading(type: string, failures: number): WidgetKind {
  let left = failures;
  const load = vi.fn(() =>
    left-- > 0 ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ default: Renderer }),
  );
  return { type, load } as unknown as WidgetKind;
}

describe('loadRenderer', () => {
  it('loads a kind’s chunk once, however many frames ask for it', async () => {
    const kind = kindLoading('test-once', 0);
    const [a, b] = await Promise.all([loadRenderer(kind), loadRenderer(kind)]);
    expect(a).toBe(Renderer);
    expect(b).toBe(Renderer);
    await loadRenderer(kind);
    expect(kind.load).toHaveBeenCalledTimes(1);
  });

  it('loads it again after a failure, so the frame’s retry can succeed', async () => {
    const kind = kindLoading('test-retry', 1);
    await expect(loadRenderer(kind)).rejects.toThrow('chunk failed');
    await expect(loadRenderer(kind)).resolves.toBe(Renderer);
    expect(kind.load).toHaveBeenCalledTimes(2);
  });
});
