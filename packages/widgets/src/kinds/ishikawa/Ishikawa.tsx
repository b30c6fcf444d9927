import type { IndicatorRow } from '@voz/core';
import { useTranslation } from '@voz/i18n';
import { PALETTE } from '@voz/schema';
import { useMemo, type ReactElement } from 'react';
import { SLATE } from '../../shared/nivo.js';
import { Summary } from '../../shared/Summary.js';
import { darker } from '../../shared/tagRows.js';
import { useElementSize } from '../../shared/useElementSize.js';
import { fmtCount, seriesColor, shorten } from '../../shared/values.js';
import type { RendererProps } from '../../types.js';

// Ishikawa (fishbone) diagram in SVG: the head is the problem (dissatisfaction), each bone a
// category of causes with its most frequent causes (tags) and their counts. Categories come from
// the rows' `categories` (each with its tags), or from rows of a category with their `tags`, or,
// for plain rows of tags, each tag is a bone. The largest categories sit nearest the head,
// alternately above and below the spine; labels are cut to their room, whole in a title.

/** Counts of a cause: negative mentions when the rows say, else all of them. */
interface Cause {
  name: string;
  count: number;
}

interface Bone {
  name: string;
  count: number;
  causes: Cause[];
}

const SENTIMENT_NAMES = new Set(['positive', 'neutral', 'negative']);

/** The bones of the rows, largest first, causes largest first (DEFAULT left out). */
function bonesOf(rows: readonly IndicatorRow[], sentimentName: (key: string) => string): Bone[] {
  const bones = new Map<string, { count: number; causes: Map<string, number> }>();
  const bone = (name: string): { count: number; causes: Map<string, number> } => {
    let found = bones.get(name);
    if (!found) {
      found = { count: 0, causes: new Map() };
      bones.set(name, found);
    }
    return found;
  };
  const addCause = (target: { causes: Map<string, number> }, name: string, count: number): void => {
    if (name === 'DEFAULT') return;
    target.causes.set(name, (target.causes.get(name) ?? 0) + Math.max(0, count));
  };
  for (const row of rows) {
    if (row.categories && row.categories.length > 0) {
      for (const category of row.categories) {
        const name = SENTIMENT_NAMES.has(category.group) ? sentimentName(category.group) : category.group;
        const target = bone(name);
        target.count += Math.max(0, category.count);
        for (const tag of category.tags) addCause(target, tag.group, tag.count);
      }
    } else if (row.tags && row.tags.length > 0 && row.group !== null) {
      const target = bone(row.group);
      const negative = row.tags.some((tag) => tag.negative > 0);
      target.count += Math.max(
        0,
        row.negative ?? (negative ? row.tags.reduce((s, tag) => s + tag.negative, 0) : row.count),
      );
      for (const tag of row.tags) addCause(target, tag.group, negative ? tag.negative : tag.count);
    } else if (row.group !== null && row.group !== 'DEFAULT') {
      bone(row.group).count += Math.max(0, row.negative ?? row.count);
    }
  }
  const byCount = <T extends { name: string; count: number }>(a: T, b: T): number =>
    b.count - a.count || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return [...bones]
    .map(([name, { count, causes }]) => ({
      name,
      count,
      causes: [...causes]
        .map(([cause, n]) => ({ name: cause, count: n }))
        .filter((c) => c.count > 0)
        .sort(byCount),
    }))
    .sort(byCount);
}

/** Characters of `size`-pixel text that fit in `width` pixels (a conservative 0.58 em each). */
function charsIn(width: number, size: number): number {
  return Math.max(4, Math.floor(width / (size * 0.58)));
}

/** Ishikawa (fishbone) diagram. */
export function Ishikawa({ config, rows, context, title }: RendererProps<'ishikawa'>): ReactElement {
  const { t } = useTranslation();
  const [ref, { width, height }] = useElementSize<HTMLDivElement>();
  const bones = useMemo(() => bonesOf(rows[0] ?? [], (key) => t(`sentiment.${key}`)), [rows, t]);
  const head = t('textAnalysis.ishikawaHead');
  const total = bones.reduce((s, b) => s + b.count, 0);
  const maxBones = width > 0 && width < 450 ? 4 : 6;
  const shown = bones.slice(0, maxBones);

  const summary = [
    t('textAnalysis.ishikawaSummary', {
      title,
      head: head.toLowerCase(),
      count: fmtCount(bones.length, context),
      list: shown
        .map(
          (b) =>
            `${b.name} (${fmtCount(b.count, context)})${
              b.causes.length > 0
                ? `: ${b.causes
                    .slice(0, 4)
                    .map((c) => `${c.name} ${fmtCount(c.count, context)}`)
                    .join(', ')}`
                : ''
            }`,
        )
        .join('; '),
    }),
    ...(bones.length > shown.length
      ? [
          t('textAnalysis.ishikawaMore', {
            shown: fmtCount(shown.length, context),
            total: fmtCount(bones.length, context),
          }),
        ]
      : []),
  ].join(' ');

  let diagram: ReactElement | null = null;
  if (width > 0 && height > 0 && shown.length > 0) {
    const pad = 6;
    // Wide enough for the problem's name when the box allows (a third of it at most).
    const headW = Math.min(width * 0.3, Math.max(84, width * 0.16, head.length * 13 * 0.6 + 16));
    const headH = Math.max(40, Math.min(64, height * 0.3));
    const spineY = height / 2;
    const xHead = width - headW - pad;
    const columns = Math.ceil(shown.length / 2);
    const slot = (xHead - pad) / columns;
    const labelSize = 12;
    const causeSize = 11;
    const lineH = causeSize + 4;
    const room = spineY - (labelSize + 8);
    const maxCauses = Math.max(0, Math.min(4, Math.floor((room - 10) / lineH)));
    const slant = Math.min(room * 0.45, slot * 0.4);

    diagram = (
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
        className="absolute inset-0"
      >
        <line x1={pad} y1={spineY} x2={xHead} y2={spineY} stroke={SLATE[600]} strokeWidth={3} strokeLinecap="round" />
        <g data-head="">
          <rect x={xHead} y={spineY - headH / 2} width={headW} height={headH} rx={8} fill={PALETTE.red} />
          <text
            x={xHead + headW / 2}
            y={spineY - 2}
            textAnchor="middle"
            fill="#FFFFFF"
            style={{ fontSize: 13, fontWeight: 700 }}
          >
            {shorten(head, charsIn(headW - 10, 13))}
            <title>{head}</title>
          </text>
          <text x={xHead + headW / 2} y={spineY + 14} textAnchor="middle" fill="#FFFFFF" style={{ fontSize: 11 }}>
            {fmtCount(total, context)}
          </text>
        </g>
        {shown.map((b, i) => {
          const column = Math.floor(i / 2);
          const above = i % 2 === 0;
          const color = seriesColor(i, config.colors);
          const xa = xHead - column * slot - slot * 0.12;
          const yEnd = above ? labelSize + 8 : height - labelSize - 8;
          const xEnd = xa - slant;
          const label = `${b.name} (${fmtCount(b.count, context)})`;
          const labelText = shorten(label, charsIn(slot - 8, labelSize));
          const labelHalf = (labelText.length * labelSize * 0.58) / 2;
          const labelX = Math.max(pad + labelHalf, Math.min(xEnd, width - pad - labelHalf));
          const causes = b.causes.slice(0, maxCauses);
          const textRoom = slot - 14;
          return (
            <g key={b.name} data-bone={b.name} data-count={b.count}>
              <line x1={xa} y1={spineY} x2={xEnd} y2={yEnd} stroke={color} strokeWidth={2.5} strokeLinecap="round" />
              <text
                x={labelX}
                y={above ? labelSize : height - 4}
                textAnchor="middle"
                fill={darker(color, 0.35)}
                style={{ fontSize: labelSize, fontWeight: 700 }}
                data-bone-label=""
              >
                {labelText}
                <title>{label}</title>
              </text>
              {causes.map((c, j) => {
                // Evenly along the bone, from its end towards the spine.
                const f = (j + 1) / (causes.length + 1);
                const x = xEnd + (xa - xEnd) * f;
                const y = yEnd + (spineY - yEnd) * f;
                const text = `${c.name} (${fmtCount(c.count, context)})`;
                // The text stays between this bone and the one to its left (or the box's edge).
                const space = Math.max(0, Math.min(textRoom, x - 3 - pad));
                return (
                  <g key={c.name} data-cause={c.name}>
                    <line x1={x} y1={y} x2={x - space * 0.6} y2={y} stroke={SLATE[300]} strokeWidth={1} />
                    <text x={x - 3} y={y - 3} textAnchor="end" fill={SLATE[700]} style={{ fontSize: causeSize }}>
                      {shorten(text, charsIn(space, causeSize))}
                      <title>{text}</title>
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    );
  }

  return (
    <div ref={ref} className="relative h-full w-full overflow-hidden" data-ishikawa="">
      {diagram}
      <Summary>{summary}</Summary>
    </div>
  );
}
