import type { ReactElement } from 'react';

/** Shapes of the placeholder drawn while a widget loads. */
export type SkeletonShape = 'chart' | 'gauge' | 'table' | 'text' | 'list' | 'none';

/** A pulsing placeholder of the shape of what is coming; hidden from screen readers (the frame says "loading"). */
export function Skeleton({ shape = 'chart' }: { shape?: SkeletonShape }): ReactElement | null {
  if (shape === 'none') return null;
  const bar = 'animate-pulse rounded bg-slate-200';
  return (
    <div aria-hidden="true" data-skeleton={shape} className="flex h-full w-full flex-col gap-2 p-2">
      {shape === 'gauge' && <div className={`${bar} mx-auto aspect-square h-3/4 max-h-40 rounded-full`} />}
      {shape === 'chart' && (
        <div className="flex h-full items-end gap-2">
          {[60, 85, 40, 70, 55, 90].map((h, i) => (
            <div key={i} className={`${bar} flex-1`} style={{ height: `${h}%` }} />
          ))}
        </div>
      )}
      {(shape === 'table' || shape === 'list') &&
        [0, 1, 2, 3, 4].map((i) => <div key={i} className={`${bar} h-5 w-full`} />)}
      {shape === 'text' &&
        [100, 90, 75].map((w, i) => <div key={i} className={`${bar} h-4`} style={{ width: `${w}%` }} />)}
    </div>
  );
}
