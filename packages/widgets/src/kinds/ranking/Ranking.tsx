import {
  DEFAULT_TAG_GROUP,
  OTHER_TAG_GROUP,
  RANKING_SIZE,
  geoRankingLimit,
  splitTopBottom,
  tagRanking,
  topTags,
  type IndicatorRow,
} from '@voz/core';
import { useTranslation } from '@voz/i18n';
import type { ReactElement } from 'react';
import { MAX_BARS, textOn } from '../../shared/bars.js';
import { Summary } from '../../shared/Summary.js';
import { fmt, fmtCount, groupLabel, numberFormat, valueColor } from '../../shared/values.js';
import type { ConfigOf, RenderContext, RendererProps } from '../../types.js';

// Ranking of questions, geographies or tags: the best, the worst, or both ends of the list.
// - questions: best `size` and worst `size`; a short list is split by splitTopBottom (HALF_DOWN);
// - geographies: geoRankingLimit (best ⌊n/2⌋, worst the rest, at most `size` each);
// - tags (by count): tagRanking, without DEFAULT and Otros;
// - rows with position and groupCount (aggregation rankingPosition): 'Posición N de M'.
// With mode best or worst the list is already cut by the backend (resultType top/bottom): the
// renderer shows the `size` best (or worst) of what it gets.

type By = NonNullable<ConfigOf<'ranking'>['by']>;

interface Entry {
  key: string;
  name: string;
  /** The value written (a tag's count, or the indicator's value). */
  text: string;
  color: string;
}

interface Section {
  kind: 'best' | 'worst';
  entries: Entry[];
}

/** Rows ordered best first: by value for questions and geographies. */
function byValue(rows: readonly IndicatorRow[]): IndicatorRow[] {
  return rows
    .filter((r) => r.value !== null && Number.isFinite(r.value))
    .sort((a, b) => (b.value ?? 0) - (a.value ?? 0));
}

/** The best and worst rows of the ranking, each best (or worst) first. */
function ends(rows: readonly IndicatorRow[], by: By, size: number): { best: IndicatorRow[]; worst: IndicatorRow[] } {
  if (by === 'tag') {
    const tags = rows.map((row) => ({ ...row, group: row.group ?? '', count: row.count }));
    return tagRanking(tags, size);
  }
  const sorted = byValue(rows);
  if (by === 'geography') {
    const limit = geoRankingLimit(sorted.length, size);
    return { best: sorted.slice(0, limit.best), worst: sorted.slice(sorted.length - limit.worst).reverse() };
  }
  const split = splitTopBottom(sorted, { topSize: size, bottomSize: size, trunc: 'HALF_DOWN' });
  return { best: split.top, worst: [...split.bottom].reverse() };
}

/** One end of the ranking alone (mode best or worst). */
function oneEnd(rows: readonly IndicatorRow[], by: By, size: number, kind: 'best' | 'worst'): IndicatorRow[] {
  if (by === 'tag') {
    const tags = rows
      .filter((r) => r.group !== DEFAULT_TAG_GROUP && r.group !== OTHER_TAG_GROUP)
      .map((row) => ({ ...row, group: row.group ?? '', count: row.count }));
    return kind === 'best' ? topTags(tags).slice(0, size) : [...tags].sort((a, b) => a.count - b.count).slice(0, size);
  }
  const sorted = byValue(rows);
  return kind === 'best' ? sorted.slice(0, size) : sorted.slice(-size).reverse();
}

/** What is ranked: the widget's `by`, else tags when the rows look like tags, else questions. */
function rankedBy(config: ConfigOf<'ranking'>, rows: readonly IndicatorRow[]): By {
  if (config.by) return config.by;
  if (config.mapper === 'tagRanking' || rows.some((r) => r.positive !== undefined)) return 'tag';
  return 'question';
}

function entryOf(row: IndicatorRow, i: number, by: By, config: ConfigOf<'ranking'>, context: RenderContext): Entry {
  const value = by === 'tag' ? row.count : row.value;
  const text = by === 'tag' ? fmtCount(row.count, context) : fmt(value, numberFormat(context, config.decimals));
  const color = by === 'tag' && !config.colorScale ? '#E2E8F0' : valueColor(value, config.colorScale, context);
  return { key: `${i}-${String(row.groupId ?? row.group)}`, name: groupLabel(row), text, color };
}

function ValuePill({ entry }: { entry: Entry }): ReactElement {
  return (
    <span
      className="shrink-0 rounded px-1.5 py-0.5 text-xs font-semibold tabular-nums"
      style={{ background: entry.color, color: textOn(entry.color) }}
      data-value=""
    >
      {entry.text}
    </span>
  );
}

/** The user's location among its peers: 'Posición N de M', its name and value (one row), or a list of them. */
function Positions({
  rows,
  by,
  config,
  context,
  title,
}: {
  rows: IndicatorRow[];
  by: By;
  config: ConfigOf<'ranking'>;
  context: RenderContext;
  title: string;
}): ReactElement {
  const { t } = useTranslation();
  const sorted = [...rows].sort((a, b) => (a.position ?? Infinity) - (b.position ?? Infinity));
  const shown = sorted.slice(0, MAX_BARS);
  const items = shown.map((row, i) => ({
    entry: entryOf(row, i, by, config, context),
    position: t('ranking.position', { position: row.position ?? '—', count: row.groupCount ?? rows.length }),
    row,
  }));
  const text = items.map(({ entry, row }) =>
    t('bars.positionOf', {
      position: row.position ?? '—',
      count: row.groupCount ?? rows.length,
      name: entry.name,
      value: entry.text,
    }),
  );
  const more =
    sorted.length > shown.length
      ? ` ${t('bars.more', { shown: shown.length, total: fmtCount(sorted.length, context) })}`
      : '';
  const [only] = items;
  return (
    <div className="flex h-full w-full flex-col justify-center overflow-auto">
      {items.length === 1 && only ? (
        <div className="flex flex-col items-center gap-1 text-center">
          <p className="text-2xl font-bold text-slate-900" data-position="">
            {only.position}
          </p>
          <p className="max-w-full truncate text-sm text-slate-600" title={only.entry.name}>
            {only.entry.name}
          </p>
          <ValuePill entry={only.entry} />
        </div>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {items.map(({ entry, position }) => (
            <li key={entry.key} className="flex items-center gap-2">
              <span className="w-32 shrink-0 text-xs text-slate-500" data-position="">
                {position}
              </span>
              <span className="min-w-0 flex-1 truncate" title={entry.name}>
                {entry.name}
              </span>
              <ValuePill entry={entry} />
            </li>
          ))}
        </ul>
      )}
      <Summary>{`${title}: ${text.join(' ')}${more}`}</Summary>
    </div>
  );
}

/** Ranking: a list of the best and/or worst questions, geographies or tags, values coloured by the scale. */
export function Ranking({ config, rows, context, title }: RendererProps<'ranking'>): ReactElement {
  const { t } = useTranslation();
  const first = rows[0] ?? [];
  const by = rankedBy(config, first);
  if (first.some((r) => typeof r.position === 'number')) {
    return <Positions rows={first} by={by} config={config} context={context} title={title} />;
  }
  const size = config.size ?? RANKING_SIZE;
  const mode = config.mode ?? 'both';
  let sections: Section[];
  if (mode === 'both') {
    const { best, worst } = ends(first, by, size);
    sections = [
      { kind: 'best', entries: best.map((row, i) => entryOf(row, i, by, config, context)) },
      { kind: 'worst', entries: worst.map((row, i) => entryOf(row, i, by, config, context)) },
    ];
  } else {
    sections = [
      { kind: mode, entries: oneEnd(first, by, size, mode).map((row, i) => entryOf(row, i, by, config, context)) },
    ];
  }
  sections = sections.filter((s) => s.entries.length > 0);
  const summary = sections
    .map((s) => `${t(`ranking.${s.kind}`)}: ${s.entries.map((e) => `${e.name} ${e.text}`).join('; ')}`)
    .join('. ');
  return (
    <div className="flex h-full w-full flex-col gap-2 overflow-auto text-sm" data-ranking={mode}>
      {sections.map((section) => (
        <section key={section.kind} className="flex flex-col gap-1">
          {mode === 'both' && (
            <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {t(`ranking.${section.kind}`)}
            </h3>
          )}
          <ol className="flex flex-col gap-1">
            {section.entries.map((entry, i) => (
              <li key={entry.key} className="flex items-center gap-2" data-rank={section.kind}>
                <span className="w-4 shrink-0 text-right text-xs tabular-nums text-slate-500" aria-hidden="true">
                  {i + 1}
                </span>
                <span className="min-w-0 flex-1 truncate text-slate-800" title={entry.name}>
                  {entry.name}
                </span>
                <ValuePill entry={entry} />
              </li>
            ))}
          </ol>
        </section>
      ))}
      <Summary>{`${title}: ${summary}.`}</Summary>
    </div>
  );
}
