import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IndicatorRow } from '@voz/core';
import { WidgetPreview } from '@voz/dashboard';
import { expect, within } from 'storybook/test';
import { NEGATIVE_TAGS, POSITIVE_TAGS } from '../../mock/textMapNames.js';
import {
  EMPTY_STORY,
  ERROR_STORY,
  frameIn,
  LOADING_STORY,
  LONG_LABEL,
  STORY_RENDER,
  widgetOf,
} from '../../stories/fixtures.js';

// The sentiment analysis of dashboards/auto-b/fragments/text-analysis.json.
const widget = widgetOf('sentiment-text', {
  title: { es: 'Análisis de sentimiento', en: 'Sentiment analysis' },
  size: [2, 2],
  config: { colors: ['green', 'neutral', 'red'], mapper: 'sentimentPercentages' },
  indicators: [
    {
      indicator: 'SENTIMENT',
      dataType: 'list',
      keyExtract: ['positive', 'neutral', 'negative', 'count', 'categories'],
    },
  ],
});

const meta = {
  title: 'Widgets/Análisis de sentimiento',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The share written for a sentiment. */
function shareOf(frame: HTMLElement, sentiment: string): string {
  return frame.querySelector(`[data-sentiment="${sentiment}"] [data-share]`)?.textContent ?? '';
}

/** The topics listed for a sentiment. */
function topicsOf(frame: HTMLElement, sentiment: string): string[] {
  return [...frame.querySelectorAll(`[data-topics="${sentiment}"] li span[title]`)].map((el) => el.textContent ?? '');
}

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    await expect(canvas.getByRole('heading', { name: 'Análisis de sentimiento' })).toBeVisible();
    const shares = ['positive', 'neutral', 'negative'].map((s) => shareOf(frame, s));
    for (const share of shares) await expect(share).toMatch(/^\d+,\d %$/);
    const sum = shares.reduce((s, text) => s + Number(text.replace(' %', '').replace(',', '.')), 0);
    await expect(Math.abs(sum - 100)).toBeLessThanOrEqual(0.15);
    await expect(canvas.getByText('Temas positivos')).toBeVisible();
    // Three topics each, from the tags of positive and of negative comments.
    const positive = topicsOf(frame, 'positive');
    const negative = topicsOf(frame, 'negative');
    await expect(positive).toHaveLength(3);
    await expect(negative).toHaveLength(3);
    for (const topic of positive) await expect(POSITIVE_TAGS).toContain(topic);
    for (const topic of negative) await expect(NEGATIVE_TAGS).toContain(topic);
    await expect(frame.querySelector('[data-summary]')?.textContent).toMatch(
      /^Análisis de sentimiento: \d+,\d % positivo, \d+,\d % neutro y \d+,\d % negativo, sobre [\d.]+ comentarios\. Temas positivos: .+\. Temas negativos: .+\.$/,
    );
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

// 1,000 tag rows, none positive: 0 % positive, a 40-character tag leading the negative ones.
const tagRow = (group: string, negative: number, neutral: number): IndicatorRow => ({
  group,
  groupId: group,
  groupName: group,
  label: group,
  value: negative + neutral,
  count: negative + neutral,
  positive: 0,
  neutral,
  negative,
});
const manyRows: IndicatorRow[] = [
  tagRow(LONG_LABEL, 5000, 0),
  ...Array.from({ length: 999 }, (_, i) => tagRow(`Etiqueta ${i + 1}`, i % 10, 1)),
];

/** The same analysis asked grouped by tag: a row per tag. */
const byTagWidget = widgetOf('sentiment-text', {
  title: { es: 'Análisis de sentimiento', en: 'Sentiment analysis' },
  size: [2, 2],
  config: { colors: ['green', 'neutral', 'red'], mapper: 'sentimentPercentages' },
  indicators: [{ indicator: 'SENTIMENT', groupBy: ['tag'], dataType: 'list' }],
});

export const Extreme: Story = {
  args: { widget: byTagWidget, data: { rows: [manyRows] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await expect(shareOf(frame, 'positive')).toBe('0,0 %');
    await expect(shareOf(frame, 'neutral')).toBe('9,5 %');
    await expect(shareOf(frame, 'negative')).toBe('90,5 %');
    await expect(within(frame).getByText('10.490 comentarios')).toBeVisible();
    await expect(topicsOf(frame, 'positive')).toEqual([]);
    await expect(
      within(frame.querySelector<HTMLElement>('[data-topics="positive"]')!).getByText('Sin temas destacados'),
    ).toBeVisible();
    // The long tag leads, truncated with its whole text in a title; ties sort by name.
    await expect(topicsOf(frame, 'negative')).toEqual([LONG_LABEL, 'Etiqueta 10', 'Etiqueta 100']);
    await expect(within(frame).getByTitle(LONG_LABEL)).toBeVisible();
  },
};

/** An ungrouped answer without categories (its keyExtract left them out): the totals, and no topic named after the row. */
export const TotalsOnly: Story = {
  args: { data: { rows: [[{ ...tagRow('SENTIMENT', 84, 112), positive: 201 }]] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await expect(shareOf(frame, 'positive')).toBe('50,6 %');
    await expect(topicsOf(frame, 'positive')).toEqual([]);
    await expect(topicsOf(frame, 'negative')).toEqual([]);
  },
};
