import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IndicatorRow } from '@voz/core';
import { WidgetPreview } from '@voz/dashboard';
import { expect, waitFor, within } from 'storybook/test';
import { CAUSES } from '../../mock/textMapNames.js';
import {
  EMPTY_STORY,
  ERROR_STORY,
  frameIn,
  LOADING_STORY,
  LONG_LABEL,
  STORY_RENDER,
  widgetOf,
} from '../../stories/fixtures.js';

// The Ishikawa diagram of dashboards/auto-b/fragments/text-analysis.json, at [4, 2].
const widget = widgetOf('ishikawa', {
  title: { es: 'Diagrama de Ishikawa', en: 'Ishikawa diagram' },
  helpText: {
    es: 'Causas de los comentarios negativos agrupadas por categoría.',
    en: 'Causes of negative comments grouped by category.',
  },
  size: [4, 2],
  indicators: [
    {
      indicator: 'sentiment_tags',
      groupBy: ['tag'],
      dataType: 'list',
      keyExtract: ['group', 'categories', 'tags', 'negative', 'count'],
    },
  ],
});

const meta = {
  title: 'Widgets/Ishikawa',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The bones drawn, once the box is measured. */
async function bonesIn(frame: HTMLElement): Promise<SVGGElement[]> {
  await waitFor(() => expect(frame.querySelectorAll('g[data-bone]').length).toBeGreaterThan(0));
  return [...frame.querySelectorAll<SVGGElement>('g[data-bone]')];
}

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await expect(within(frame).getByRole('heading', { name: 'Diagrama de Ishikawa' })).toBeVisible();
    const bones = await bonesIn(frame);
    // One bone per category, the largest first; the head is the problem.
    await expect(bones).toHaveLength(CAUSES.length);
    const counts = bones.map((b) => Number(b.dataset.count));
    await expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await expect(frame.querySelector('g[data-head] title')?.textContent).toBe('Insatisfacción');
    for (const bone of bones) {
      const causes = bone.querySelectorAll('g[data-cause]');
      await expect(causes.length).toBeGreaterThan(0);
      await expect(causes.length).toBeLessThanOrEqual(4);
      await expect(causes[0]?.querySelector('title')?.textContent).toMatch(/^.+ \(\d+\)$/);
    }
    await expect(bones[0]?.querySelector('[data-bone-label] title')?.textContent).toMatch(/^\p{L}+ \(\d+\)$/u);
    await expect(frame.querySelector('[data-summary]')?.textContent).toMatch(
      /^Diagrama de Ishikawa: causas de insatisfacción en 6 categorías\. .+: .+ \d+/,
    );
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

// 1,000 rows over 10 categories (a 40-character one the largest), 1,000 causes, DEFAULT among them.
const manyRows: IndicatorRow[] = Array.from({ length: 1000 }, (_, i) => {
  const category = i % 10 === 0 ? LONG_LABEL : `Categoría ${i % 10}`;
  return {
    group: null,
    groupId: null,
    groupName: null,
    label: null,
    value: null,
    count: 1,
    categories: [
      {
        group: category,
        count: i % 10 === 0 ? 50 : 1,
        tags: [
          { group: i % 10 === 0 ? `${LONG_LABEL} ${i}` : `Causa ${i}`, count: 1 + (i % 7) },
          { group: 'DEFAULT', count: 500 },
        ],
      },
    ],
  };
});

export const Extreme: Story = {
  args: { data: { rows: [manyRows] }, widget: { ...widget, size: [2, 2] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const bones = await bonesIn(frame);
    // Six bones of ten, the long category first, cut with its whole name in a title.
    await expect(bones).toHaveLength(6);
    await expect(bones[0]?.dataset.bone).toBe(LONG_LABEL);
    const label = bones[0]?.querySelector('[data-bone-label]');
    await expect(label?.textContent).toMatch(/…/);
    await expect(label?.querySelector('title')?.textContent).toBe(`${LONG_LABEL} (5.000)`);
    await expect(frame.querySelector('g[data-cause="DEFAULT"]')).toBeNull();
    for (const bone of bones) await expect(bone.querySelectorAll('g[data-cause]').length).toBeLessThanOrEqual(4);
    // Every text of the diagram stays inside the box.
    const box = frame.querySelector('svg')!.getBoundingClientRect();
    for (const text of frame.querySelectorAll('svg text')) {
      const r = text.getBoundingClientRect();
      await expect(r.left).toBeGreaterThanOrEqual(box.left - 1);
      await expect(r.right).toBeLessThanOrEqual(box.right + 1);
    }
    await expect(frame.querySelector('[data-summary]')?.textContent).toContain('Se muestran 6 de 10 categorías.');
  },
};
