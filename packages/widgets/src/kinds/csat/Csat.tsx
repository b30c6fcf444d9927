import type { ReactElement } from 'react';
import { ScoreCard } from '../../shared/ScoreCard.js';
import type { RendererProps } from '../../types.js';

/** CSAT: the satisfaction score on 1..max (5), coloured by its scale (red below 3, green from 4 by default). */
export function Csat(props: RendererProps<'csat'>): ReactElement {
  return <ScoreCard {...props} />;
}
