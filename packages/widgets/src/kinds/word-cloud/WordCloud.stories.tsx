import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IndicatorRow } from '@voz/core';
import { WidgetPreview } from '@voz/dashboard';
import { expect, waitFor, within } from 'storybook/test';
import { TAGS } from '../../mock/names.js';
import {
  EMPTY_STORY,
  ERROR_STORY,
  frameIn,
  LOADING_STORY,
  LONG_LABEL,
  STORY_RENDER,
  widgetOf,
} from '../../stories/fixtures.js';

// The word cloud of dashboards/auto-b/fragments/text-analysis.json.
const widget = widgetOf('word-cloud', {
  title: { es: 'Nube de palabras', en: 'Word cloud' },
  size: [2, 4],
  config: { limit: 50, mapper: 'wordCloudTags' },
  indicators: [{ indicator: 'sentiment_tags', limit: 50, groupBy: ['tag'], dataType: 'list' }],
});

const meta = {
  title: 'Widgets/Nube de palabras',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The words drawn, once the layout is done. */
async function wordsIn(frame: HTMLElement): Promise<SVGTextElement[]> {
  await waitFor(() => expect(frame.querySelectorAll('text[data-word]').length).toBeGreaterThan(0), { timeout: 10_000 });
  return [...frame.querySelectorAll<SVGTextElement>('text[data-word]')];
}

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await expect(within(frame).getByRole('heading', { name: 'Nube de palabras' })).toBeVisible();
    const words = await wordsIn(frame);
    // Laid out in the shared worker (d3-cloud on an OffscreenCanvas), not on the page's thread.
    await expect(frame.querySelector('[data-word-cloud]')?.getAttribute('data-layout-thread')).toBe('worker');
    // Every mocked tag fits, each with its count in its title, the most frequent the largest.
    await expect(words).toHaveLength(TAGS.length);
    for (const word of words) {
      await expect(word.querySelector('title')?.textContent).toMatch(/^.+: [\d.]+ menciones$/);
    }
    const bySize = [...words].sort((a, b) => parseFloat(b.style.fontSize) - parseFloat(a.style.fontSize));
    const byCount = [...words].sort((a, b) => Number(b.dataset.count) - Number(a.dataset.count));
    await expect(bySize[0]?.dataset.word).toBe(byCount[0]?.dataset.word);
    await expect(frame.querySelector('[data-summary]')?.textContent).toMatch(
      /^Nube de palabras: 15 palabras\. Las más frecuentes: (.+ \([\d.]+\), ){4}.+ \([\d.]+\)\.$/,
    );
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

// 1,000 tags: DEFAULT the most frequent (dropped), a 40-character tag, tags with no mentions.
const tag = (group: string, count: number, positive = 0, negative = 0): IndicatorRow => ({
  group,
  groupId: group,
  groupName: group,
  label: group,
  value: count,
  count,
  positive,
  neutral: count - positive - negative,
  negative,
});
const manyTags: IndicatorRow[] = [
  tag('DEFAULT', 99_999, 0, 0),
  tag(LONG_LABEL, 5000, 4000, 500),
  ...Array.from({ length: 998 }, (_, i) => tag(`Etiqueta ${i + 1}`, i % 7 === 0 ? 0 : 1000 - i, 0, (1000 - i) % 3)),
];

export const Extreme: Story = {
  args: { data: { rows: [manyTags] }, widget: { ...widget, size: [2, 2] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const words = await wordsIn(frame);
    // At most 50 words, never DEFAULT; the long tag fits and is the largest, green (mostly positive).
    await expect(words.length).toBeLessThanOrEqual(50);
    await expect(frame.querySelector('text[data-word="DEFAULT"]')).toBeNull();
    const long = frame.querySelector<SVGTextElement>(`text[data-word="${LONG_LABEL}"]`);
    await expect(long?.querySelector('title')?.textContent).toBe(`${LONG_LABEL}: 5.000 menciones`);
    await expect(long?.getAttribute('fill')).toBe('#5F9B53');
    await expect(frame.querySelector('[data-summary]')?.textContent).toContain(
      `Nube de palabras: 50 palabras. Las más frecuentes: ${LONG_LABEL} (5.000), Etiqueta 2 (999)`,
    );
  },
};
