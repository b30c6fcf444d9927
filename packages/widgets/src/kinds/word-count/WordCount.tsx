import { DEFAULT_TAG_GROUP, OTHER_TAG_GROUP, TAGS_LIMIT, topTags, wordCloudTags } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import { useMemo, useRef, type ReactElement } from 'react';
import { Summary } from '../../shared/Summary.js';
import { sentimentColors, tagsOf, type Tag } from '../../shared/tagRows.js';
import { fmtCount } from '../../shared/values.js';
import { TAG_SELECTED_EVENT, type TagSelectedDetail } from '../../events.js';
import type { RendererProps } from '../../types.js';

// Word count with links: the most frequent tags (10 by default) with their counts and a bar split
// by sentiment. With linkToComments each tag is a button that dispatches 'voz:tag-selected' on the
// widget's root, so the portal can filter the comments by it.

/** The tags shown: without DEFAULT and Otros, most frequent first, `limit` of them. */
function shownTags(tags: readonly Tag[], limit: number): Tag[] {
  if (limit <= TAGS_LIMIT) return topTags(tags).slice(0, limit);
  // Past core's top 10, the same order and exclusions (wordCloudTags drops DEFAULT and keeps 50).
  return wordCloudTags(tags.filter((t) => t.group !== OTHER_TAG_GROUP && t.group !== DEFAULT_TAG_GROUP)).slice(
    0,
    limit,
  );
}

/** Word count with links to the comments. */
export function WordCount({ widget, config, rows, context, title }: RendererProps<'word-count'>): ReactElement {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const limit = Math.max(1, config.limit ?? TAGS_LIMIT);
  const tags = useMemo(() => shownTags(tagsOf(rows[0] ?? []), limit), [rows, limit]);
  const colors = useMemo(() => sentimentColors(config.colors), [config.colors]);
  const max = Math.max(1, ...tags.map((tag) => tag.count));
  const linked = config.linkToComments !== false;

  const select = (tag: string): void => {
    const target = root.current?.closest<HTMLElement>('[data-widget-id]') ?? root.current;
    target?.dispatchEvent(
      new CustomEvent<TagSelectedDetail>(TAG_SELECTED_EVENT, { detail: { tag, widgetId: widget.id }, bubbles: true }),
    );
  };

  const summary =
    tags.length === 0
      ? `${title}: ${t('textAnalysis.noWords')}`
      : t('textAnalysis.countSummary', {
          title,
          list: tags.map((tag) => `${tag.group} (${fmtCount(tag.count, context)})`).join(', '),
        });

  return (
    <div ref={root} className="flex h-full w-full flex-col" data-word-count="">
      {tags.length === 0 ? (
        <p className="flex h-full items-center justify-center text-sm text-slate-500">{t('textAnalysis.noWords')}</p>
      ) : (
        <ol className="min-h-0 flex-1 space-y-0.5 overflow-y-auto pr-1" aria-label={title}>
          {tags.map((tag, i) => {
            const total = tag.positive + tag.neutral + tag.negative;
            const parts = (['positive', 'neutral', 'negative'] as const).map((key) => ({
              key,
              share: total > 0 ? tag[key] / total : key === 'neutral' ? 1 : 0,
            }));
            const count = fmtCount(tag.count, context);
            const body = (
              <>
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="truncate" title={tag.group}>
                      {tag.group}
                    </span>
                    {/* A space between word and count in the text itself (flex drops it from the layout):
                        the button's name must read 'excelente 37', not 'excelente37'. */}{' '}
                    <span className="shrink-0 tabular-nums text-slate-600">{count}</span>
                  </span>
                  <span aria-hidden="true" className="mt-0.5 flex h-1.5 overflow-hidden rounded-full bg-slate-100">
                    <span className="flex h-full" style={{ width: `${(tag.count / max) * 100}%` }}>
                      {parts.map((p) => (
                        <span
                          key={p.key}
                          className="h-full"
                          style={{ width: `${p.share * 100}%`, background: colors[p.key] }}
                        />
                      ))}
                    </span>
                  </span>
                </span>
              </>
            );
            return (
              // The rank stays outside the button: the button's name (which says what it opens) must
              // hold the text it shows, the word and its count (WCAG 2.5.3).
              <li key={tag.group} data-tag={tag.group} className="flex items-center gap-2">
                <span className="w-4 shrink-0 text-right text-[10px] text-slate-500 tabular-nums">{i + 1}</span>
                {linked ? (
                  <button
                    type="button"
                    onClick={() => select(tag.group)}
                    aria-label={t('textAnalysis.openComments', { tag: tag.group, count })}
                    className="flex min-w-0 flex-1 items-center gap-2 rounded px-1 py-0.5 text-left text-xs text-slate-800 hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
                  >
                    {body}
                  </button>
                ) : (
                  <div className="flex min-w-0 flex-1 items-center gap-2 px-1 py-0.5 text-xs text-slate-800">
                    {body}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <Summary>{summary}</Summary>
    </div>
  );
}
