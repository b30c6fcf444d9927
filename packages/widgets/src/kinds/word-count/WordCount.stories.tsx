import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IndicatorRow } from '@voz/core';
import { WidgetPreview } from '@voz/dashboard';
import { expect, userEvent, within } from 'storybook/test';
import {
  EMPTY_STORY,
  ERROR_STORY,
  frameIn,
  LOADING_STORY,
  LONG_LABEL,
  STORY_RENDER,
  widgetOf,
} from '../../stories/fixtures.js';

// The word count of dashboards/auto-b/fragments/text-analysis.json.
const widget = widgetOf('word-count', {
  title: { es: 'Palabras frecuentes', en: 'Frequent words' },
  size: [1, 2],
  config: { limit: 10, linkToComments: true },
  indicators: [{ indicator: 'WORD_COUNT', limit: 10, dataType: 'list' }],
});

const meta = {
  title: 'Widgets/Conteo de palabras',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The tags 'voz:tag-selected' carries while the play function listens on the frame's parent. */
function listen(frame: HTMLElement): { tags: string[]; stop: () => void } {
  const tags: string[] = [];
  const onSelected = (event: Event): void => {
    tags.push((event as CustomEvent<{ tag: string }>).detail.tag);
  };
  const parent = frame.parentElement ?? frame;
  parent.addEventListener('voz:tag-selected', onSelected);
  return { tags, stop: () => parent.removeEventListener('voz:tag-selected', onSelected) };
}

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    await expect(canvas.getByRole('heading', { name: 'Palabras frecuentes' })).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: /^Ver comentarios con “.+” \([\d.]+ menciones\)$/ });
    await expect(buttons).toHaveLength(10);
    // Most frequent first.
    const counts = [...frame.querySelectorAll('li[data-tag] .tabular-nums.text-slate-600')].map((el) =>
      Number(el.textContent?.replace(/\./g, '')),
    );
    await expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // A click and the keyboard both dispatch the tag from the widget's root.
    const events = listen(frame);
    await userEvent.click(buttons[0]!);
    buttons[1]!.focus();
    await userEvent.keyboard('{Enter}');
    events.stop();
    await expect(events.tags).toEqual([
      frame.querySelectorAll('li[data-tag]')[0]?.getAttribute('data-tag'),
      frame.querySelectorAll('li[data-tag]')[1]?.getAttribute('data-tag'),
    ]);
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

// 1,000 tags: DEFAULT and Otros (never listed), a 40-character tag, tags with no mentions.
const tag = (group: string, count: number, negative = 0): IndicatorRow => ({
  group,
  groupId: group,
  groupName: group,
  label: group,
  value: count,
  count,
  positive: count - negative,
  neutral: 0,
  negative,
});
const manyTags: IndicatorRow[] = [
  tag('DEFAULT', 99_999),
  tag('Otros', 50_000),
  tag(LONG_LABEL, 12_345, 12_345),
  ...Array.from({ length: 997 }, (_, i) => tag(`Etiqueta ${i + 1}`, i < 500 ? 0 : i, i % 2)),
];

export const Extreme: Story = {
  args: { data: { rows: [manyTags] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const items = frame.querySelectorAll<HTMLElement>('li[data-tag]');
    await expect(items).toHaveLength(10);
    await expect(frame.querySelector('li[data-tag="DEFAULT"], li[data-tag="Otros"]')).toBeNull();
    // The long tag leads, truncated on screen with its whole text in a title.
    await expect(items[0]?.dataset.tag).toBe(LONG_LABEL);
    await expect(within(items[0]!).getByTitle(LONG_LABEL)).toBeVisible();
    await expect(within(items[0]!).getByText('12.345')).toBeVisible();
    await expect(items[1]?.dataset.tag).toBe('Etiqueta 997');
    await expect(frame.querySelector('[data-summary]')?.textContent).toMatch(
      new RegExp(
        `^Palabras frecuentes: ${LONG_LABEL} \\(12\\.345\\), Etiqueta 997 \\(996\\), (.+, ){7}Etiqueta 989 \\(988\\)\\.$`,
      ),
    );
  },
};
