import type { ReactElement } from 'react';

/** A text summary for screen readers of what a chart shows (charts themselves are hidden from them). */
export function Summary({ children }: { children: string }): ReactElement {
  return (
    <p className="sr-only" data-summary="">
      {children}
    </p>
  );
}
