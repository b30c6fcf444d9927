import type { ColorScale } from '@voz/schema';

// The catalogue's CSAT bands: the default scale of the csat and ease kinds.

/** The catalogue's CSAT thresholds (§9.2): red below 3, neutral from 3, green from 4. Default of csat and ease. */
export const CSAT_SCALE: ColorScale = {
  bands: [
    { below: 3, color: 'red' },
    { from: 3, below: 4, color: 'neutral' },
    { from: 4, color: 'green' },
  ],
};
