import type { ColorScale } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { checkColorScale } from './checkColorScale.js';

function scale(...bands: ColorScale['bands']): ColorScale {
  return { bands };
}

describe('checkColorScale: the catalogue scales are clean', () => {
  it('0–100: red up to 40, neutral above 40, green above 80', () => {
    expect(
      checkColorScale(
        scale({ upTo: 40, color: 'red' }, { above: 40, upTo: 80, color: 'neutral' }, { above: 80, color: 'green' }),
      ),
    ).toEqual([]);
  });

  it('CSAT: red below 3, green from 4 (with a neutral band from 3 below 4)', () => {
    expect(
      checkColorScale(
        scale({ below: 3, color: 'red' }, { from: 3, below: 4, color: 'neutral' }, { from: 4, color: 'green' }),
      ),
    ).toEqual([]);
  });

  it('customer journey: <=3, >3, >=4', () => {
    expect(
      checkColorScale(
        scale({ upTo: 3, color: 'red' }, { above: 3, below: 4, color: 'amber' }, { from: 4, color: 'green' }),
      ),
    ).toEqual([]);
  });

  it('NPS: red up to 6, green above 8; sentiment gauge at 39 and 70', () => {
    expect(
      checkColorScale(
        scale({ upTo: 6, color: 'red' }, { above: 6, upTo: 8, color: 'neutral' }, { above: 8, color: 'green' }),
      ),
    ).toEqual([]);
    expect(
      checkColorScale(
        scale({ below: 39, color: 'red' }, { from: 39, below: 70, color: 'amber' }, { from: 70, color: 'green' }),
      ),
    ).toEqual([]);
  });

  it('a single band, open or closed, and scales open at the ends', () => {
    expect(checkColorScale(scale({ color: 'neutral' }))).toEqual([]);
    expect(checkColorScale(scale({ from: 0, upTo: 10, color: 'neutral' }))).toEqual([]);
    expect(checkColorScale(scale({ from: 0, below: 5, color: 'red' }, { from: 5, upTo: 10, color: 'green' }))).toEqual(
      [],
    );
  });

  it('a band of a single value is fine', () => {
    expect(
      checkColorScale(
        scale({ below: 5, color: 'red' }, { from: 5, upTo: 5, color: 'amber' }, { above: 5, color: 'green' }),
      ),
    ).toEqual([]);
  });
});

describe('checkColorScale: gaps', () => {
  it('upTo 40 then above 41 leaves values between them uncoloured', () => {
    expect(checkColorScale(scale({ upTo: 40, color: 'red' }, { above: 41, color: 'green' }))).toEqual([
      {
        kind: 'gap',
        band: 1,
        message: 'Entre la banda 1 (hasta 40) y la banda 2 (más de 41) quedan valores sin color: más de 40 y hasta 41.',
      },
    ]);
  });

  it('below 40 then above 40 leaves 40 itself uncoloured', () => {
    const [issue] = checkColorScale(scale({ below: 40, color: 'red' }, { above: 40, color: 'green' }));
    expect(issue?.kind).toBe('gap');
    expect(issue?.band).toBe(1);
    expect(issue?.message).toContain('quedan valores sin color: el valor 40.');
  });

  it('a gap in the middle of three bands names the later band', () => {
    const issues = checkColorScale(
      scale({ below: 3, color: 'red' }, { from: 3, below: 4, color: 'neutral' }, { above: 4, color: 'green' }),
    );
    expect(issues.map((issue) => [issue.kind, issue.band])).toEqual([['gap', 2]]);
  });

  it('names the bands by their labels', () => {
    const [issue] = checkColorScale(
      scale({ upTo: 6, color: 'red', label: { es: 'Crítico' } }, { from: 7, color: 'green', label: { es: 'Bueno' } }),
    );
    expect(issue?.message).toBe(
      'Entre la banda 1 «Crítico» (hasta 6) y la banda 2 «Bueno» (desde 7) quedan valores sin color: más de 6 y menos de 7.',
    );
  });
});

describe('checkColorScale: overlaps', () => {
  it('upTo 40 then from 40: 40 is in both', () => {
    expect(checkColorScale(scale({ upTo: 40, color: 'red' }, { from: 40, color: 'green' }))).toEqual([
      {
        kind: 'overlap',
        band: 1,
        message: 'La banda 1 (hasta 40) y la banda 2 (desde 40) se solapan; caen en las dos: el valor 40.',
      },
    ]);
  });

  it('a wider overlap names its range', () => {
    const [issue] = checkColorScale(scale({ upTo: 60, color: 'red' }, { above: 40, upTo: 80, color: 'neutral' }));
    expect(issue?.kind).toBe('overlap');
    expect(issue?.message).toContain('caen en las dos: más de 40 y hasta 60.');
  });

  it('a middle band left open above overlaps the next', () => {
    const issues = checkColorScale(
      scale({ upTo: 40, color: 'red' }, { above: 40, color: 'neutral' }, { above: 80, color: 'green' }),
    );
    expect(issues.map((issue) => [issue.kind, issue.band])).toEqual([['overlap', 2]]);
    expect(issues[0]?.message).toContain('caen en las dos: más de 80.');
  });

  it('two bands starting at the same value overlap', () => {
    const issues = checkColorScale(scale({ from: 0, upTo: 10, color: 'red' }, { from: 0, upTo: 20, color: 'green' }));
    expect(issues.map((issue) => [issue.kind, issue.band])).toEqual([['overlap', 1]]);
  });
});

describe('checkColorScale: unordered', () => {
  it('a band whose lower bound is above its upper bound', () => {
    expect(checkColorScale(scale({ from: 80, upTo: 40, color: 'red' }))).toEqual([
      {
        kind: 'unordered',
        band: 0,
        message:
          'La banda 1 (desde 80 y hasta 40) no contiene ningún valor: su límite inferior no queda por debajo del superior.',
      },
    ]);
  });

  it('equal bounds with an exclusive side hold no value', () => {
    expect(checkColorScale(scale({ above: 3, upTo: 3, color: 'red' })).map((issue) => issue.kind)).toEqual([
      'unordered',
    ]);
    expect(checkColorScale(scale({ from: 3, below: 3, color: 'red' })).map((issue) => issue.kind)).toEqual([
      'unordered',
    ]);
    expect(checkColorScale(scale({ above: 3, below: 3, color: 'red' })).map((issue) => issue.kind)).toEqual([
      'unordered',
    ]);
  });

  it('bands listed from high to low', () => {
    const issues = checkColorScale(scale({ above: 80, color: 'green' }, { upTo: 40, color: 'red' }));
    expect(issues).toEqual([
      {
        kind: 'unordered',
        band: 1,
        message:
          'La banda 2 (hasta 40) empieza antes que la banda 1 (más de 80): las bandas van de los valores más bajos a los más altos.',
      },
    ]);
  });

  it('an empty band is skipped when comparing its neighbours', () => {
    const issues = checkColorScale(
      scale({ upTo: 40, color: 'red' }, { from: 60, upTo: 50, color: 'amber' }, { above: 40, color: 'green' }),
    );
    expect(issues.map((issue) => [issue.kind, issue.band])).toEqual([['unordered', 1]]);
  });

  it('reports every problem of a scale at once', () => {
    const issues = checkColorScale(
      scale(
        { upTo: 10, color: 'red' },
        { above: 11, upTo: 20, color: 'amber' },
        { from: 20, upTo: 30, color: 'neutral' },
        { from: 5, color: 'green' },
      ),
    );
    expect(issues.map((issue) => [issue.kind, issue.band])).toEqual([
      ['gap', 1],
      ['overlap', 2],
      ['unordered', 3],
    ]);
  });
});
