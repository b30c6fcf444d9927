import { WORD_CLOUD_LIMIT, wordCloudTags } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import { useEffect, useMemo, useState, type ReactElement } from 'react';
import { CLOUD_FONT, CLOUD_WEIGHT, type CloudRun, type CloudWord, type PlacedWord } from '../../shared/cloudLayout.js';
import { layoutCloud } from '../../shared/cloudLayoutClient.js';
import { Summary } from '../../shared/Summary.js';
import { darker, dominantSentiment, sentimentColors, tagsOf, type Tag } from '../../shared/tagRows.js';
import { useElementSize } from '../../shared/useElementSize.js';
import { fmtCount } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

// Word cloud of comment tags: without DEFAULT, the 50 most frequent at most (core's wordCloudTags),
// the font size by count, the colour by the sentiment most of a tag's mentions have. d3-cloud lays
// the words out on a canvas in an effect, with a seeded random: the same tags in the same box
// always give the same cloud.

/** Tries with smaller type when some words do not fit the box. */
const ATTEMPTS = 2;

type Word = CloudWord;

/** The words with their size and colour for a box: size by the square root of the count. */
function wordsFor(
  tags: readonly Tag[],
  width: number,
  height: number,
  colors: Record<string, string>,
  scale: number,
): Word[] {
  const counts = tags.map((t) => t.count);
  const low = Math.min(...counts);
  const high = Math.max(...counts);
  const max = Math.max(14, Math.min(56, width / 7, height / 4)) * scale;
  const min = Math.max(11, Math.min(16, max / 3));
  return tags.map((tag) => {
    const share = high === low ? 0.5 : Math.sqrt((tag.count - low) / (high - low));
    // A long word never gets wider than the box (about 0.6 em per character at this weight).
    const fit = (0.9 * width) / (0.6 * Math.max(1, tag.group.length));
    return {
      text: tag.group,
      size: Math.max(8, Math.min(min + (max - min) * share, fit)),
      color: darker(colors[dominantSentiment(tag)] ?? '#64748B', 0.3),
      count: tag.count,
    };
  });
}

/** The factor (at most 1) that brings the words' total area under half of the box's. */
function fittingScale(words: readonly Word[], width: number, height: number): number {
  const area = words.reduce((sum, w) => sum + (0.6 * w.text.length * w.size + 4) * (w.size * 1.2 + 4), 0);
  const room = 0.5 * width * height;
  return area <= room ? 1 : Math.max(0.4, Math.sqrt(room / area));
}

/** Word cloud of comment tags. */
export function WordCloud({ config, rows, context, title }: RendererProps<'word-cloud'>): ReactElement {
  const { t } = useTranslation();
  const [ref, { width, height }] = useElementSize<HTMLDivElement>();
  const limit = Math.max(1, Math.min(config.limit ?? WORD_CLOUD_LIMIT, WORD_CLOUD_LIMIT));
  const tags = useMemo(() => wordCloudTags(tagsOf(rows[0] ?? [])).slice(0, limit), [rows, limit]);
  const colors = useMemo(() => sentimentColors(config.colors), [config.colors]);
  const [layout, setLayout] = useState<{ key: string; words: PlacedWord[]; thread: CloudRun['thread'] } | null>(null);
  const key = `${width}x${height}:${tags.map((tag) => `${tag.group}=${tag.count}`).join('|')}`;

  useEffect(() => {
    if (width <= 0 || height <= 0 || tags.length === 0) return undefined;
    // Each layout costs a full read of d3-cloud's 2048×2048 sprite canvas (about 0.2 s here), so the
    // sizes start where the words' total area fits the box comfortably, and one smaller retry at
    // most; it runs in a worker (shared/cloudLayoutClient.ts), so the page never waits for it.
    const first = fittingScale(wordsFor(tags, width, height, colors, 1), width, height);
    const attempts = Array.from({ length: ATTEMPTS }, (_, attempt) =>
      wordsFor(tags, width, height, colors, first * 0.85 ** attempt),
    );
    let cancelled = false;
    const run = layoutCloud({ width, height, seed: key, attempts });
    void run.done.then((words) => {
      if (!cancelled) setLayout({ key, words, thread: run.thread });
    });
    return () => {
      cancelled = true;
      run.stop();
    };
  }, [key, tags, width, height, colors]);

  const top = tags
    .slice(0, 5)
    .map((tag) => `${tag.group} (${fmtCount(tag.count, context)})`)
    .join(', ');
  const summary =
    tags.length === 0
      ? `${title}: ${t('textAnalysis.noWords')}`
      : t('textAnalysis.cloudSummary', { title, count: fmtCount(tags.length, context), top });

  return (
    <div
      ref={ref}
      className="relative h-full w-full overflow-hidden"
      data-word-cloud=""
      data-words={tags.length}
      data-layout-thread={layout?.thread}
    >
      {tags.length === 0 ? (
        <p className="flex h-full items-center justify-center text-sm text-slate-500">{t('textAnalysis.noWords')}</p>
      ) : (
        layout !== null &&
        width > 0 &&
        height > 0 && (
          <svg
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            aria-hidden="true"
            className="absolute inset-0"
          >
            <g transform={`translate(${width / 2},${height / 2})`}>
              {layout.words.map((w) => (
                <text
                  key={w.text}
                  textAnchor="middle"
                  transform={`translate(${w.x},${w.y}) rotate(${w.rotate})`}
                  fill={w.color}
                  style={{ fontFamily: CLOUD_FONT, fontWeight: CLOUD_WEIGHT, fontSize: `${w.size}px` }}
                  data-word={w.text}
                  data-count={w.count}
                >
                  {w.text}
                  <title>{t('textAnalysis.mentions', { tag: w.text, count: fmtCount(w.count, context) })}</title>
                </text>
              ))}
            </g>
          </svg>
        )
      )}
      <Summary>{summary}</Summary>
    </div>
  );
}
