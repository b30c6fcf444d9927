import { toHex, type IndicatorRow } from '@voz/core';
import type { Color } from '@voz/schema';
import { SENTIMENT_COLORS } from './values.js';

// Tag rows of the text-analysis kinds (word cloud, word count): one row per tag with its count and
// its positive, neutral and negative counts.

/** A tag with its counts. */
export interface Tag {
  group: string;
  count: number;
  positive: number;
  neutral: number;
  negative: number;
}

/** The rows that are tags (a group name and a finite count), with their sentiment counts. */
export function tagsOf(rows: readonly IndicatorRow[]): Tag[] {
  const out: Tag[] = [];
  for (const row of rows) {
    const group = row.group ?? row.groupName ?? row.label;
    if (group === null || !Number.isFinite(row.count)) continue;
    out.push({
      group,
      count: Math.max(0, row.count),
      positive: row.positive ?? 0,
      neutral: row.neutral ?? 0,
      negative: row.negative ?? 0,
    });
  }
  return out;
}

/** The sentiment most of a tag's mentions have (neutral on ties or without counts). */
export function dominantSentiment(tag: Tag): 'positive' | 'neutral' | 'negative' {
  if (tag.positive > tag.negative && tag.positive > tag.neutral) return 'positive';
  if (tag.negative > tag.positive && tag.negative > tag.neutral) return 'negative';
  return 'neutral';
}

/** Colours of positive, neutral and negative: a widget's first three fixed colours, else the catalogue's. */
export function sentimentColors(
  colors: readonly Color[] | undefined,
): Record<'positive' | 'neutral' | 'negative', string> {
  if (colors && colors.length >= 3) {
    return {
      positive: toHex(colors[0] as Color),
      neutral: toHex(colors[1] as Color),
      negative: toHex(colors[2] as Color),
    };
  }
  return { ...SENTIMENT_COLORS };
}

/** A colour mixed with black (amount 0–1): the catalogue's light colours made readable as text on white. */
export function darker(hex: string, amount: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return hex;
  const channel = (h: string | undefined): string =>
    Math.round(parseInt(h ?? '0', 16) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(match[1])}${channel(match[2])}${channel(match[3])}`.toUpperCase();
}
