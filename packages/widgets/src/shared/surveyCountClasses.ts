import { bandOf, classifySurveyCount, resolveColorScale, toHex, type SurveyCountClass } from '@voz/core';
import { localized } from '@voz/i18n';
import type { ColorBand, ColorScale, ColorScaleRef } from '@voz/schema';
import { PALETTE } from '@voz/schema';

// The classes of the answered bars of survey-count-trend: the bands of the widget's `colorScale`
// (usually the tenant's `surveyCount` scale) when it names one that resolves, else the catalogue's
// classification (classifySurveyCount: 30 or more excellent, 10–29 neutral, under 10 critical).

/** One class of answered counts: its colour and its names for the legend and the tooltip. */
export interface CountClass {
  id: string;
  /** Name with its bounds, for the legend ("Excelente: 30 o más"). */
  legend: string;
  /** Short name, for the tooltip and the summary ("excelente"). */
  short: string;
  /** Colour as #RRGGBB. */
  hex: string;
}

/** The classes, best first, and the class of a count. */
export interface CountClasses {
  classes: CountClass[];
  classOf: (n: number) => CountClass;
}

/** The catalogue's classes' texts: `legend` with bounds, or the short name. */
export type ClassText = (cls: SurveyCountClass, form: 'legend' | 'short') => string;

const DEFAULT_COLORS: Readonly<Record<SurveyCountClass, string>> = {
  excellent: PALETTE.green,
  neutral: PALETTE.amber,
  critical: PALETTE.red,
};

/** A band's bounds written for people: "≥ 30", "≥ 10 y < 30", "< 10". */
export function bandRange(band: ColorBand): string {
  const lower = band.from !== undefined ? `≥ ${band.from}` : band.above !== undefined ? `> ${band.above}` : '';
  const upper = band.upTo !== undefined ? `≤ ${band.upTo}` : band.below !== undefined ? `< ${band.below}` : '';
  return [lower, upper].filter(Boolean).join(' – ');
}

function scaleClasses(scale: ColorScale, language: string): CountClasses {
  const classes = scale.bands.map((band, i): CountClass => {
    const name = localized(band.label, language);
    const range = bandRange(band);
    return {
      id: `band${i}`,
      legend: name ? `${name}${range ? `: ${range}` : ''}` : range,
      short: name ? name.toLocaleLowerCase(language) : range,
      hex: toHex(band.color),
    };
  });
  const outside: CountClass = { id: 'outside', legend: '', short: '', hex: PALETTE.neutral };
  return {
    classes: [...classes].reverse(),
    classOf: (n) => {
      const band = bandOf(n, scale);
      return (band === null ? undefined : classes[band]) ?? outside;
    },
  };
}

/**
 * The classes of answered counts: the bands of `scaleRef` (a tenant scale name or a scale written
 * in the widget) when it resolves, each named by its label in `language` (else its bounds); without
 * a scale, the catalogue's three classes named by `text`. Best class first.
 */
export function surveyCountClasses(
  scaleRef: ColorScaleRef | undefined,
  named: Readonly<Record<string, ColorScale | undefined>>,
  language: string,
  text: ClassText,
): CountClasses {
  const scale = resolveColorScale(scaleRef, named);
  if (scale !== undefined) return scaleClasses(scale, language);
  const of = (cls: SurveyCountClass): CountClass => ({
    id: cls,
    legend: text(cls, 'legend'),
    short: text(cls, 'short'),
    hex: DEFAULT_COLORS[cls],
  });
  const byClass = { excellent: of('excellent'), neutral: of('neutral'), critical: of('critical') };
  return {
    classes: [byClass.excellent, byClass.neutral, byClass.critical],
    classOf: (n) => byClass[classifySurveyCount(n)],
  };
}
