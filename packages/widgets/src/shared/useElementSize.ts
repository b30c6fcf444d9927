import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Width and height of an element in CSS pixels (0 × 0 before the first measure). */
export interface ElementSize {
  width: number;
  height: number;
}

/**
 * The size of the element the returned ref is attached to, measured before the first paint and
 * again whenever it changes (ResizeObserver). For charts drawn in pixels (maps, word clouds,
 * diagrams) that must fill their box.
 */
export function useElementSize<T extends HTMLElement>(): [RefObject<T | null>, ElementSize] {
  const ref = useRef<T | null>(null);
  const [size, setSize] = useState<ElementSize>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = (width: number, height: number): void => {
      const next = { width: Math.floor(width), height: Math.floor(height) };
      setSize((prev) => (prev.width === next.width && prev.height === next.height ? prev : next));
    };
    const rect = element.getBoundingClientRect();
    update(rect.width, rect.height);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (box) update(box.width, box.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}
