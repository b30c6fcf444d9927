import type { ReactElement } from 'react';
import { ScoreCard } from '../../shared/ScoreCard.js';
import type { RendererProps } from '../../types.js';

/** Ease (customer effort): the score on 1..max (5), coloured by its scale, drawn like CSAT. */
export function Ease(props: RendererProps<'ease'>): ReactElement {
  return <ScoreCard {...props} />;
}
