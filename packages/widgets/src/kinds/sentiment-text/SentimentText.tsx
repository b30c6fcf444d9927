import { sentimentPercentage, type IndicatorRow } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import { useMemo, type ReactElement } from 'react';
import { Summary } from '../../shared/Summary.js';
import { darker, sentimentColors } from '../../shared/tagRows.js';
import { fmt, fmtCount, numberFormat } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';
import { LARGE_TEXT_RATIO, readableOn } from '../../shared/contrast.js';

// Sentiment text analysis: the shares of positive, neutral and negative comments (core's
// sentimentPercentage) and the three most frequent tags of positive and of negative comments,
// read from the rows' sentiment categories (or, for rows of tags, from their sentiment counts).

const SENTIMENTS = ['positive', 'neutral', 'negative'] as const;
type Sentiment = (typeof SENTIMENTS)[number];

/** Topics shown per sentiment. */
const TOP_TOPICS = 3;

interface Topic {
  tag: string;
  count: number;
}

interface Analysis {
  totals: Record<Sentiment, number>;
  topics: Record<'positive' | 'negative', Topic[]>;
}

/**
 * Totals and topics of every row of the request, added up. Only a request grouped by tag answers a
 * row per tag; an ungrouped row (the totals) is never a topic, whatever its group says.
 */
function analyse(rows: readonly IndicatorRow[], byTag: boolean): Analysis {
  const totals: Record<Sentiment, number> = { positive: 0, neutral: 0, negative: 0 };
  const topics: Record<'positive' | 'negative', Map<string, number>> = { positive: new Map(), negative: new Map() };
  const add = (sentiment: 'positive' | 'negative', tag: string, count: number): void => {
    if (count > 0) topics[sentiment].set(tag, (topics[sentiment].get(tag) ?? 0) + count);
  };
  for (const row of rows) {
    for (const s of SENTIMENTS) totals[s] += Math.max(0, row[s] ?? 0);
    if (row.categories && row.categories.length > 0) {
      for (const category of row.categories) {
        if (category.group !== 'positive' && category.group !== 'negative') continue;
        for (const tag of category.tags) add(category.group, tag.group, tag.count);
      }
    } else if (byTag && row.group !== null) {
      // A row per tag: its positive and negative mentions.
      add('positive', row.group, row.positive ?? 0);
      add('negative', row.group, row.negative ?? 0);
    }
  }
  const top = (map: Map<string, number>): Topic[] =>
    [...map]
      .map(([tag, count]) => ({ tag, count }))
      .filter((topic) => topic.tag !== 'DEFAULT')
      .sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0))
      .slice(0, TOP_TOPICS);
  return { totals, topics: { positive: top(topics.positive), negative: top(topics.negative) } };
}

/** Sentiment text analysis. */
export function SentimentText({ widget, config, rows, context, title }: RendererProps<'sentiment-text'>): ReactElement {
  const { t } = useTranslation();
  const byTag = widget.indicators?.[0]?.groupBy?.includes('tag') ?? false;
  const { totals, topics } = useMemo(() => analyse(rows[0] ?? [], byTag), [rows, byTag]);
  const colors = useMemo(() => sentimentColors(config.colors), [config.colors]);
  const format = { ...numberFormat(context, config.decimals), unit: 'percent' as const };
  const count = totals.positive + totals.neutral + totals.negative;
  const shares = SENTIMENTS.map((key) => ({ key, share: sentimentPercentage(totals[key], count) }));
  const written = (key: Sentiment): string => fmt(shares.find((s) => s.key === key)?.share ?? null, format);
  const list = (items: Topic[]): string =>
    items.length === 0
      ? t('textAnalysis.noTopics')
      : items.map((i) => `${i.tag} (${fmtCount(i.count, context)})`).join(', ');
  const summary = [
    t('textAnalysis.sentimentSummary', {
      title,
      positive: written('positive'),
      neutral: written('neutral'),
      negative: written('negative'),
      count: fmtCount(count, context),
    }),
    t('textAnalysis.topicsSummary', { positive: list(topics.positive), negative: list(topics.negative) }),
  ].join(' ');

  return (
    <div className="flex h-full w-full flex-col justify-center gap-2 overflow-hidden">
      <div className="grid grid-cols-3 gap-2 text-center" aria-hidden="true">
        {SENTIMENTS.map((key) => (
          <div key={key} data-sentiment={key}>
            <div
              className="text-2xl font-bold tabular-nums"
              style={{ color: readableOn(darker(colors[key], 0.25), '#ffffff', LARGE_TEXT_RATIO) }}
              data-share=""
            >
              {written(key)}
            </div>
            <div className="text-xs text-slate-600">{t(`sentiment.${key}`)}</div>
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="flex h-2.5 w-full overflow-hidden rounded-full bg-slate-100">
        {shares.map((s) => (
          <div key={s.key} style={{ width: `${s.share ?? 0}%`, background: colors[s.key] }} />
        ))}
      </div>
      <p aria-hidden="true" className="text-center text-[11px] text-slate-500">
        {t('textAnalysis.comments', { count: fmtCount(count, context) })}
      </p>
      <div className="grid min-h-0 grid-cols-2 gap-3" aria-hidden="true">
        {(['positive', 'negative'] as const).map((key) => (
          <section key={key} className="min-w-0" data-topics={key}>
            <h4 className="mb-0.5 flex items-center gap-1 text-xs font-semibold text-slate-700">
              <span className="inline-block h-2 w-2 rounded-full" style={{ background: colors[key] }} />
              {t(key === 'positive' ? 'textAnalysis.positiveTopics' : 'textAnalysis.negativeTopics')}
            </h4>
            {topics[key].length === 0 ? (
              <p className="text-xs text-slate-500">{t('textAnalysis.noTopics')}</p>
            ) : (
              <ol className="space-y-0.5 text-xs text-slate-700">
                {topics[key].map((topic, i) => (
                  <li key={topic.tag} className="flex items-baseline gap-1">
                    <span className="text-slate-500 tabular-nums">{i + 1}.</span>
                    <span className="min-w-0 flex-1 truncate" title={topic.tag}>
                      {topic.tag}
                    </span>
                    <span className="tabular-nums text-slate-500">{fmtCount(topic.count, context)}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
      <Summary>{summary}</Summary>
    </div>
  );
}
