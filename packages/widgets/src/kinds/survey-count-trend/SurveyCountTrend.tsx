import { toHex, type IndicatorRow } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import { PALETTE } from '@voz/schema';
import { useCallback, useMemo, type ReactElement } from 'react';
import { PeriodBars } from '../../shared/PeriodBars.js';
import { SeriesLegend, type LegendItem } from '../../shared/SeriesLegend.js';
import { mappedRows, periodCountsSummary, sumByPeriod } from '../../shared/series.js';
import { Summary } from '../../shared/Summary.js';
import { surveyCountClasses } from '../../shared/surveyCountClasses.js';
import { fmtCount } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

const KEYS = ['answeredCount', 'inProgressCount', 'notHandledCount'] as const;
type Key = (typeof KEYS)[number];

/**
 * A row of a plain count (SURVEY_COUNT answers `value` and `count`, the answered surveys) read as
 * its answered bar; a row of counters (answeredCount, inProgressCount, notHandledCount) as it is.
 */
function withAnswered(row: IndicatorRow): IndicatorRow {
  if (KEYS.some((key) => typeof row[key] === 'number')) return row;
  return { ...row, answeredCount: row.value ?? row.count };
}

/**
 * Survey counts by month or week (config.period): per period, bars of answered, in progress and
 * not answered surveys; the answered bar is coloured by the band of config.colorScale (usually the
 * tenant's `surveyCount` scale) holding it, else by the catalogue's classification (30 or more
 * excellent, 10–29 neutral, under 10 critical). config.colors replaces the other two bars' colours.
 */
export function SurveyCountTrend({ config, rows, context, title }: RendererProps<'survey-count-trend'>): ReactElement {
  const { t } = useTranslation();
  const counts = useMemo(
    () => sumByPeriod(mappedRows(rows[0] ?? [], config.mapper).map(withAnswered), KEYS),
    [rows, config.mapper],
  );
  const others = {
    inProgressCount: config.colors?.[0] ? toHex(config.colors[0]) : PALETTE.chart1,
    notHandledCount: config.colors?.[1] ? toHex(config.colors[1]) : PALETTE.neutral,
  };
  const labels: Record<Key, string> = {
    answeredCount: t('trends.answered'),
    inProgressCount: t('trends.inProgress'),
    notHandledCount: t('trends.notAnswered'),
  };
  const { classes, classOf } = useMemo(
    () =>
      surveyCountClasses(config.colorScale, context.colorScales, context.language, (cls, form) =>
        t(form === 'short' ? `trends.${cls}Short` : `trends.${cls}`),
      ),
    [config.colorScale, context.colorScales, context.language, t],
  );
  const classLabel = (n: number): string => classOf(n).short;
  const count = useCallback((n: number): string => fmtCount(n, context), [context]);

  const color = (key: Key, _period: string, value: number): string =>
    key === 'answeredCount' ? classOf(value).hex : others[key];
  const byPeriod = new Map(counts.periods.map((p) => [p.period, p.values]));
  const note = (key: Key, period: string): string | undefined => {
    const values = byPeriod.get(period);
    return key === 'answeredCount' && values ? classLabel(values.answeredCount) : undefined;
  };

  const { text, capped } = periodCountsSummary(t, title, counts, context.locale, count, (when, v) =>
    t('trends.surveyPeriod', {
      period: when,
      answered: count(v.answeredCount),
      level: classLabel(v.answeredCount),
      inProgress: count(v.inProgressCount),
      notAnswered: count(v.notHandledCount),
    }),
  );

  const legend: LegendItem[] = [
    { id: 'answered', label: `${labels.answeredCount}:`, color: null },
    ...classes.map((cls): LegendItem => ({ id: cls.id, label: cls.legend, color: cls.hex, shape: 'square' })),
    { id: 'inProgress', label: labels.inProgressCount, color: others.inProgressCount, shape: 'square' },
    { id: 'notAnswered', label: labels.notHandledCount, color: others.notHandledCount, shape: 'square' },
  ];

  return (
    <div className="flex h-full w-full min-w-0 flex-col gap-1">
      <PeriodBars
        data={counts.periods}
        keys={KEYS}
        labels={labels}
        mode="grouped"
        color={color}
        locale={context.locale}
        formatCount={count}
        note={note}
      />
      {config.showLegend !== false && <SeriesLegend items={legend} />}
      {capped && (
        <p className="px-1 text-[11px] text-slate-500" aria-hidden="true" data-capped="">
          {capped}
        </p>
      )}
      <Summary>{text}</Summary>
    </div>
  );
}
