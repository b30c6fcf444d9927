import type { ReactElement } from 'react';
import type { RendererProps } from '../../types.js';

/** An empty cell that keeps its place in the grid; nothing for screen readers. */
export function Spacer(_props: RendererProps<'spacer'>): ReactElement {
  return <div aria-hidden="true" className="h-full w-full" />;
}
