import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FormulaInput, FormulaName, NpsCounts, RatingScale, SampleSums } from './formulas.js';
import {
  FORMULA_NAMES,
  average,
  averageFromSums,
  avgMax10,
  avgMax10FromSums,
  computeFormula,
  countNumber,
  isFormulaName,
  npsBreakdown,
  npsFromCounts,
  npsThresholds,
  sampleSums,
  sentimentPercentage,
  topTwoBox,
  weightedAverage,
} from './formulas.js';
import { roundHalfDown, roundHalfUp } from './rounding.js';

const SAMPLE_A = [10, 10, 9, 9, 9, 8, 7, 6, 3, 0];
const WEIGHTS_A = [1, 1, 1, 1, 1, 2, 2, 2, 2, 2];
const SAMPLE_B = [5, 5, 5, 5, 4, 4, 4, 3, 2, 1];
const SAMPLE_C = [1, 1, 1, 0, -1];
const SAMPLE_D = [10, 9, 8, 6, 6, 5, 3, 0];
const ONE_TO_FIVE: RatingScale = { min: 1, max: 5 };

/** Seeded PRNG (mulberry32) so the random agreement test is reproducible. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('FORMULA_NAMES', () => {
  it('lists every formula once', () => {
    expect(new Set(FORMULA_NAMES).size).toBe(9);
    expect(FORMULA_NAMES).toContain('sentiment-percentage');
  });

  it('recognises formula names', () => {
    expect(isFormulaName('nps-5')).toBe(true);
    expect(isFormulaName('NPS')).toBe(false);
    expect(isFormulaName('')).toBe(false);
  });
});

describe('npsBreakdown', () => {
  it('classifies 0–10 answers as 9–10 / 7–8 / 0–6', () => {
    expect(npsBreakdown(SAMPLE_A)).toEqual({ promoters: 5, passives: 2, detractors: 3, count: 10, value: 20 });
  });

  it('puts the boundaries on the right side', () => {
    expect(npsBreakdown([9, 8, 7, 6])).toEqual({ promoters: 1, passives: 2, detractors: 1, count: 4, value: 0 });
  });

  it('classifies 1–5 answers as 5 / 4 / 1–3', () => {
    expect(npsBreakdown(SAMPLE_B, ONE_TO_FIVE)).toEqual({
      promoters: 4,
      passives: 3,
      detractors: 3,
      count: 10,
      value: 10,
    });
  });

  it('uses the 0–10 cut-offs on a 1–10 scale', () => {
    expect(npsBreakdown([1, 9, 10, 7], { min: 1, max: 10 }).value).toBe(25);
  });

  it('returns null, not 0, for an empty sample', () => {
    expect(npsBreakdown([])).toEqual({ promoters: 0, passives: 0, detractors: 0, count: 0, value: null });
  });

  it('ignores non-finite and out-of-scale answers', () => {
    const b = npsBreakdown([10, Number.NaN, Number.POSITIVE_INFINITY, -1, 11, 0]);
    expect(b).toEqual({ promoters: 1, passives: 0, detractors: 1, count: 2, value: 0 });
    expect(npsBreakdown([0, 6], ONE_TO_FIVE).count).toBe(0);
    expect(npsBreakdown([Number.NaN]).value).toBeNull();
  });

  it('spans -100 to 100', () => {
    expect(npsBreakdown([0, 1, 2]).value).toBe(-100);
    expect(npsBreakdown([10, 9]).value).toBe(100);
  });

  it('rejects scales with no NPS convention and inverted scales', () => {
    expect(() => npsThresholds({ min: 0, max: 7 })).toThrow(RangeError);
    expect(() => npsBreakdown([1], { min: 10, max: 0 })).toThrow(/min must be below max/);
  });
});

describe('npsFromCounts', () => {
  it('computes NPS from counts and null for no counts', () => {
    expect(npsFromCounts({ promoters: 5, passives: 2, detractors: 3 })).toBe(20);
    expect(npsFromCounts({ promoters: 0, passives: 0, detractors: 0 })).toBeNull();
    expect(npsFromCounts({ promoters: 0, passives: 4, detractors: 0 })).toBe(0);
  });

  it('rejects negative or non-finite counts', () => {
    expect(() => npsFromCounts({ promoters: -1, passives: 0, detractors: 0 })).toThrow(RangeError);
    expect(() => npsFromCounts({ promoters: 0, passives: Number.NaN, detractors: 0 })).toThrow(RangeError);
  });
});

describe('average and averageFromSums', () => {
  it('averages finite answers and returns null when there are none', () => {
    expect(average(SAMPLE_A)).toBe(7.1);
    expect(average([])).toBeNull();
    expect(average([Number.NaN, 4, Number.NEGATIVE_INFINITY, 6])).toBe(5);
    expect(average([0, 0])).toBe(0);
  });

  it('is scale-free and does not drop out-of-range answers', () => {
    expect(average([-5, 15])).toBe(5);
  });

  it('works from sums', () => {
    expect(averageFromSums({ sum: 71, count: 10 })).toBe(7.1);
    expect(averageFromSums({ sum: 0, count: 0 })).toBeNull();
    expect(() => averageFromSums({ sum: 1, count: -1 })).toThrow(RangeError);
    expect(sampleSums([1, Number.NaN, 2])).toEqual({ sum: 3, count: 2 });
  });
});

describe('weightedAverage', () => {
  it('computes Σ v·w / Σ w', () => {
    expect(weightedAverage(SAMPLE_A, WEIGHTS_A)).toBe(95 / 15);
    expect(weightedAverage([10, 0], [3, 1])).toBe(7.5);
  });

  it('ignores pairs with a non-positive or non-finite weight, or a non-finite value', () => {
    expect(weightedAverage([10, 0, 4, Number.NaN, 8], [1, 0, -2, 5, Number.NaN])).toBe(10);
  });

  it('returns null when no pair counts', () => {
    expect(weightedAverage([], [])).toBeNull();
    expect(weightedAverage([5, 6], [0, 0])).toBeNull();
  });

  it('rejects mismatched lengths', () => {
    expect(() => weightedAverage([1, 2], [1])).toThrow(RangeError);
  });
});

describe('avgMax10', () => {
  it('rescales the mean to 0–10', () => {
    expect(avgMax10(SAMPLE_A)).toBe(7.1);
    expect(avgMax10(SAMPLE_B, ONE_TO_FIVE)).toBe(7);
    expect(avgMax10([1, 1], ONE_TO_FIVE)).toBe(0);
    expect(avgMax10([5], ONE_TO_FIVE)).toBe(10);
    expect(avgMax10([3], ONE_TO_FIVE)).toBe(5);
  });

  it('ignores out-of-scale answers and returns null when none remain', () => {
    expect(avgMax10([0, 5, 6], ONE_TO_FIVE)).toBe(10);
    expect(avgMax10([0, 6], ONE_TO_FIVE)).toBeNull();
    expect(avgMax10([])).toBeNull();
  });

  it('agrees with the sums form', () => {
    expect(avgMax10FromSums({ sum: 38, count: 10 }, ONE_TO_FIVE)).toBe(7);
    expect(avgMax10FromSums({ sum: 0, count: 0 })).toBeNull();
  });
});

describe('countNumber', () => {
  it('counts finite answers and is 0, not null, for an empty sample', () => {
    expect(countNumber(SAMPLE_A)).toBe(10);
    expect(countNumber([])).toBe(0);
    expect(countNumber([Number.NaN, 1, Number.POSITIVE_INFINITY, -3])).toBe(2);
  });
});

describe('topTwoBox', () => {
  it('takes the share of the top two scale points', () => {
    expect(topTwoBox(SAMPLE_A)).toBe(50);
    expect(topTwoBox(SAMPLE_B, ONE_TO_FIVE)).toBe(70);
    expect(topTwoBox([8, 8.5, 9])).toBe((1 / 3) * 100);
  });

  it('ignores out-of-scale answers and returns null for an empty sample', () => {
    expect(topTwoBox([10, 11, -1, Number.NaN, 0])).toBe(50);
    expect(topTwoBox([])).toBeNull();
    expect(topTwoBox([0, 1])).toBe(0);
  });
});

describe('sentimentPercentage', () => {
  it('computes part / count × 100', () => {
    expect(sentimentPercentage(3, 5)).toBe(60);
    expect(sentimentPercentage(0, 5)).toBe(0);
    expect(sentimentPercentage(5, 5)).toBe(100);
  });

  it('returns null when count is 0 and rejects impossible inputs', () => {
    expect(sentimentPercentage(0, 0)).toBeNull();
    expect(() => sentimentPercentage(6, 5)).toThrow(RangeError);
    expect(() => sentimentPercentage(-1, 5)).toThrow(RangeError);
  });
});

describe('computeFormula', () => {
  it('dispatches every formula name', () => {
    const input: FormulaInput = { values: SAMPLE_A, weights: WEIGHTS_A };
    const expected: Record<FormulaName, number | null> = {
      nps: 20,
      'nps-10': 20,
      'nps-5': -100, // on 1–5 only the answer 3 is in scale, and it is a detractor
      average: 7.1,
      wavg: 95 / 15,
      'avgmax-10': 7.1,
      'count-number': 10,
      'top-two-box': 50,
      'sentiment-percentage': 0, // only the 0 of sample A is a sentiment score, and it is neutral
    };
    expect(Object.fromEntries(FORMULA_NAMES.map((f) => [f, computeFormula(f, input)]))).toEqual(expected);
  });

  it('fixes the scale of nps-10 and nps-5 but honours it for nps', () => {
    expect(computeFormula('nps', { values: SAMPLE_B }, ONE_TO_FIVE)).toBe(10);
    expect(computeFormula('nps-5', { values: SAMPLE_B }, { min: 0, max: 10 })).toBe(10);
    expect(computeFormula('nps-10', { values: SAMPLE_B }, ONE_TO_FIVE)).toBe(-100);
  });

  it('treats missing wavg weights as 1', () => {
    expect(computeFormula('wavg', { values: [2, 4] })).toBe(3);
  });

  it('measures the requested sentiment and skips non-scores', () => {
    expect(computeFormula('sentiment-percentage', { values: SAMPLE_C })).toBe(60);
    expect(computeFormula('sentiment-percentage', { values: SAMPLE_C, sentiment: -1 })).toBe(20);
    expect(computeFormula('sentiment-percentage', { values: [1, 2, Number.NaN, 0] })).toBe(50);
  });

  it('returns null for every formula on an empty sample except count-number', () => {
    for (const f of FORMULA_NAMES) {
      expect(computeFormula(f, { values: [] })).toBe(f === 'count-number' ? 0 : null);
    }
  });

  it('rejects an unknown formula at runtime', () => {
    expect(() => computeFormula('median' as FormulaName, { values: [1] })).toThrow(/Unknown formula/);
  });
});

describe('server rollups and browser raw answers agree', () => {
  it('gives bit-identical NPS, average and avgmax-10 on seeded random data', () => {
    const random = mulberry32(20260301);
    for (let run = 0; run < 50; run++) {
      const days = Array.from({ length: 1 + Math.floor(random() * 30) }, () =>
        Array.from({ length: Math.floor(random() * 40) }, () => Math.floor(random() * 11)),
      );
      const raw = days.flat();
      const npsRollup: NpsCounts = { promoters: 0, passives: 0, detractors: 0 };
      const sumRollup: SampleSums = { sum: 0, count: 0 };
      for (const day of days) {
        const b = npsBreakdown(day);
        npsRollup.promoters += b.promoters;
        npsRollup.passives += b.passives;
        npsRollup.detractors += b.detractors;
        const s = sampleSums(day);
        sumRollup.sum += s.sum;
        sumRollup.count += s.count;
      }
      expect(npsFromCounts(npsRollup)).toBe(npsBreakdown(raw).value);
      expect(averageFromSums(sumRollup)).toBe(average(raw));
      expect(avgMax10FromSums(sumRollup)).toBe(avgMax10(raw));
    }
  });
});

/** Rows of the markdown table that follows an HTML-comment marker. */
function tableAfter(markdown: string, marker: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === `<!-- ${marker} -->`);
  expect(start, `marker ${marker} in formulas.md`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  // Prettier puts a blank line between the marker and the table.
  for (const line of lines.slice(start + 1).filter((l, i, all) => l !== '' || all.slice(0, i).some((x) => x !== ''))) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows.slice(2); // header and separator
}

describe('docs/decisions/formulas.md worked examples', () => {
  const doc = readFileSync(new URL('../../../../docs/decisions/formulas.md', import.meta.url), 'utf8');
  const samples: Record<string, FormulaInput> = {
    A: { values: SAMPLE_A, weights: WEIGHTS_A },
    B: { values: SAMPLE_B },
    C: { values: SAMPLE_C },
    D: { values: SAMPLE_D },
    empty: { values: [] },
  };
  const scales: Record<string, RatingScale | undefined> = {
    '0–10': { min: 0, max: 10 },
    '1–5': ONE_TO_FIVE,
    '—': undefined,
  };

  it('matches the worked table', () => {
    const rows = tableAfter(doc, 'worked-table');
    expect(rows.length).toBe(17);
    for (const [formula = '', sample = '', scale = '', , value, display] of rows) {
      const name = formula.replaceAll('`', '');
      expect(isFormulaName(name), name).toBe(true);
      const input = samples[sample];
      expect(input, `sample ${sample}`).toBeDefined();
      const result = computeFormula(name as FormulaName, input ?? { values: [] }, scales[scale]);
      const label = `${name} on ${sample}`;
      expect(String(result), label).toBe(value);
      expect(result === null ? '—' : roundHalfUp(result, 2).toFixed(2), label).toBe(display);
    }
  });

  it('matches the rounding table', () => {
    const rows = tableAfter(doc, 'rounding-table');
    expect(rows.length).toBe(7);
    for (const [value = '', decimals = '', up, down, mathRound] of rows) {
      const v = Number(value);
      const d = Number(decimals);
      expect(String(roundHalfUp(v, d)), `roundHalfUp(${value}, ${decimals})`).toBe(up);
      expect(String(roundHalfDown(v, d)), `roundHalfDown(${value}, ${decimals})`).toBe(down);
      if (mathRound !== '—') expect(String(Math.round(v)), `Math.round(${value})`).toBe(mathRound);
    }
  });

  it('uses sample D as an NPS of -37.5', () => {
    expect(npsBreakdown(SAMPLE_D).value).toBe(-37.5);
  });
});
