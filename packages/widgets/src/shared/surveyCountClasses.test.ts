import type { ColorScale } from '@voz/schema';
import { PALETTE } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { bandRange, surveyCountClasses, type ClassText } from './surveyCountClasses.js';

const TEXT: ClassText = (cls, form) => (form === 'short' ? cls : `${cls}!`);

/** A tenant's surveyCount scale set apart from the catalogue's 30 / 10 (a small chain: 20 / 5). */
const SMALL: ColorScale = {
  bands: [
    { below: 5, color: 'redSoft', label: { es: 'Crítico', en: 'Critical' } },
    { from: 5, below: 20, color: 'amber', label: { es: 'Neutro', en: 'Neutral' } },
    { from: 20, color: 'cyan' },
  ],
};

describe('surveyCountClasses', () => {
  it('without a scale classifies as the catalogue (30 or more, 10–29, under 10)', () => {
    const { classes, classOf } = surveyCountClasses(undefined, {}, 'es', TEXT);
    expect(classes.map((c) => [c.id, c.legend, c.hex])).toEqual([
      ['excellent', 'excellent!', PALETTE.green],
      ['neutral', 'neutral!', PALETTE.amber],
      ['critical', 'critical!', PALETTE.red],
    ]);
    expect([30, 29, 10, 9].map((n) => classOf(n).id)).toEqual(['excellent', 'neutral', 'neutral', 'critical']);
  });

  it("colours and names the answered counts by the widget's scale bands, best first", () => {
    const { classes, classOf } = surveyCountClasses('surveyCount', { surveyCount: SMALL }, 'es', TEXT);
    expect(classes.map((c) => c.legend)).toEqual(['≥ 20', 'Neutro: ≥ 5 – < 20', 'Crítico: < 5']);
    // 25 is neutral for the catalogue's constants, the top band of this scale.
    expect(classOf(25)).toMatchObject({ hex: PALETTE.cyan, short: '≥ 20' });
    expect(classOf(12)).toMatchObject({ hex: PALETTE.amber, short: 'neutro' });
    expect(classOf(4)).toMatchObject({ hex: PALETTE.redSoft, short: 'crítico' });
    expect(surveyCountClasses(SMALL, {}, 'en', TEXT).classOf(4).short).toBe('critical');
  });

  it('falls back to the constants when the scale name is unknown, and to neutral outside every band', () => {
    expect(surveyCountClasses('missing', {}, 'es', TEXT).classOf(12).id).toBe('neutral');
    const gap: ColorScale = {
      bands: [
        { upTo: 3, color: 'red' },
        { from: 10, color: 'green' },
      ],
    };
    expect(surveyCountClasses(gap, {}, 'es', TEXT).classOf(5).hex).toBe(PALETTE.neutral);
  });

  it('writes band bounds for people', () => {
    expect(bandRange({ above: 40, upTo: 80, color: 'neutral' })).toBe('> 40 – ≤ 80');
    expect(bandRange({ color: 'green' })).toBe('');
  });
});
