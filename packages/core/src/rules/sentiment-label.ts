import type { SentimentScore } from '../metrics/formulas.js';

export type SentimentLabel = 'positive' | 'neutral' | 'negative';

const LABELS: Readonly<Record<SentimentScore, SentimentLabel>> = { 1: 'positive', 0: 'neutral', [-1]: 'negative' };

/** Label of a sentiment score: 1 positive, 0 neutral, -1 negative. */
export function sentimentLabel(n: SentimentScore): SentimentLabel {
  const label = LABELS[n] as SentimentLabel | undefined;
  if (label === undefined) throw new RangeError(`Not a sentiment score: ${String(n)}`);
  return label;
}
