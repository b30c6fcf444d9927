import {
  COMMENTS_LIMIT,
  DEFAULT_TAG_GROUP,
  formatDisplayDateTime,
  formatDisplayWireDate,
  sentimentLabel,
  type IndicatorRow,
  type SentimentLabel,
} from '@voz/core';
import { useTranslation } from '@voz/i18n';
import { useMemo, type ReactElement } from 'react';
import { Summary } from '../../shared/Summary.js';
import { SENTIMENT_COLORS, fmtCount } from '../../shared/values.js';
import type { RenderContext, RendererProps } from '../../types.js';

/** A comment as the list draws it. */
interface CommentItem {
  key: string;
  text: string;
  sentiment: SentimentLabel | null;
  /** Milliseconds since the epoch, NaN when the row has no valid date. */
  time: number;
  date: string | null;
  tags: string[];
}

/** The sentiment of a comment row: its `sentiment` field (1, 0, −1), else its value. */
function sentimentOf(row: IndicatorRow): SentimentLabel | null {
  const score = typeof row.sentiment === 'number' ? row.sentiment : row.value;
  return score === 1 || score === 0 || score === -1 ? sentimentLabel(score) : null;
}

function itemOf(row: IndicatorRow, index: number): CommentItem | null {
  const text = typeof row.comment === 'string' ? row.comment.trim() : '';
  if (text === '') return null;
  // The instant the comment was written (createdAt), else the row's date: a day alone
  // (YYYY-MM-DD, the backend's `date`) is written without a time of day.
  const date = typeof row.createdAt === 'string' ? row.createdAt : typeof row.date === 'string' ? row.date : null;
  return {
    key: `${String(row.groupId ?? row.group ?? '')}-${index}`,
    text,
    sentiment: sentimentOf(row),
    time: date === null ? Number.NaN : Date.parse(date),
    date,
    // DEFAULT marks a comment the text analysis gave no tag: nothing to show.
    tags: (row.tags ?? []).map((tag) => tag.group).filter((tag) => tag !== '' && tag !== DEFAULT_TAG_GROUP),
  };
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A comment's date as packages/core writes survey dates (platform-core §5): DD/MM/YYYY HH:mm in the
 * tenant's time zone (the reader's when the context names none), DD/MM/YYYY for a day alone.
 */
function dateWriter(context: RenderContext): (time: number, date: string) => string {
  const timeZone = context.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (time, date) =>
    DAY_ONLY.test(date) ? formatDisplayWireDate(date) : formatDisplayDateTime(new Date(time), timeZone);
}

/** Ink of the sentiment badges: every sentiment colour is light enough for dark text. */
const BADGE_INK = '#0f172a';

/**
 * Last comments: the newest comments first (at most `limit`, default COMMENTS_LIMIT), each with its
 * date (DD/MM/YYYY HH:mm), its sentiment badge when showSentiment, and its tags, in a scrolling list.
 */
export function LastComments({ config, rows, context, title }: RendererProps<'last-comments'>): ReactElement {
  const { t } = useTranslation();
  const limit = Math.max(1, config.limit ?? COMMENTS_LIMIT);
  const showSentiment = config.showSentiment !== false;

  const all = useMemo(() => {
    const items = rows.flat().flatMap((row, i) => itemOf(row, i) ?? []);
    // Newest first; comments without a valid date go last, in the order received.
    return items
      .map((item, order) => ({ item, order }))
      .sort((a, b) => {
        const ta = Number.isNaN(a.item.time) ? -Infinity : a.item.time;
        const tb = Number.isNaN(b.item.time) ? -Infinity : b.item.time;
        return tb - ta || a.order - b.order;
      })
      .map(({ item }) => item);
  }, [rows]);
  const shown = all.slice(0, limit);
  const writeDate = useMemo(() => dateWriter(context), [context]);

  const counts = { positive: 0, neutral: 0, negative: 0 };
  for (const item of shown) if (item.sentiment) counts[item.sentiment] += 1;
  const limited = all.length > shown.length;
  const numbers = {
    title,
    positive: fmtCount(counts.positive, context),
    neutral: fmtCount(counts.neutral, context),
    negative: fmtCount(counts.negative, context),
  };
  const text = limited
    ? t('lastComments.summaryLimited', {
        ...numbers,
        shown: fmtCount(shown.length, context),
        total: fmtCount(all.length, context),
      })
    : t('lastComments.summary', { ...numbers, count: fmtCount(shown.length, context) });

  return (
    <div className="flex h-full w-full flex-col">
      <ul
        aria-label={title}
        tabIndex={0}
        className="min-h-0 flex-1 divide-y divide-slate-100 overflow-y-auto pr-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
      >
        {shown.map((item) => (
          <li key={item.key} className="py-2" data-sentiment={item.sentiment ?? undefined}>
            <div className="mb-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
              {showSentiment && item.sentiment && (
                <span
                  className="rounded-full px-2 py-0.5 font-medium"
                  style={{ background: SENTIMENT_COLORS[item.sentiment], color: BADGE_INK }}
                >
                  {t(`sentiment.${item.sentiment}`)}
                </span>
              )}
              {item.date !== null && !Number.isNaN(item.time) && (
                <time dateTime={item.date} className="tabular-nums">
                  {writeDate(item.time, item.date)}
                </time>
              )}
            </div>
            <p className="text-sm break-words text-slate-800">{item.text}</p>
            {item.tags.length > 0 && (
              <div className="mt-1 flex flex-wrap gap-1" aria-label={t('lastComments.tags')} role="group">
                {item.tags.slice(0, 5).map((tag, i) => (
                  <span
                    key={`${tag}-${i}`}
                    className="max-w-[12rem] truncate rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600"
                    title={tag}
                  >
                    {tag}
                  </span>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
      {limited && (
        <p className="shrink-0 pt-1 text-xs text-slate-500" data-limited="">
          {t('lastComments.limited', { shown: fmtCount(shown.length, context), total: fmtCount(all.length, context) })}
        </p>
      )}
      <Summary>{text}</Summary>
    </div>
  );
}
