import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IndicatorRow } from '@voz/core';
import { WidgetPreview } from '@voz/dashboard';
import { expect, within } from 'storybook/test';
import {
  EMPTY_STORY,
  ERROR_STORY,
  frameIn,
  LOADING_STORY,
  LONG_LABEL,
  STORY_RENDER,
  widgetOf,
} from '../../stories/fixtures.js';

// The text-analysis fragment's widget (dashboards/auto-b/fragments/text-analysis.json).
const widget = widgetOf('last-comments', {
  title: { es: 'Últimos comentarios', en: 'Latest comments' },
  helpText: {
    es: 'Los comentarios más recientes del período, con su sentimiento.',
    en: 'The latest comments of the period, with their sentiment.',
  },
  size: [4, 4],
  config: { limit: 100, showSentiment: true },
  indicators: [{ indicator: 'COMMENTS', limit: 100, dataType: 'list' }],
});

const meta = {
  title: 'Widgets/Últimos comentarios',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The comments drawn (the list's own items, not nested ones). */
function commentItems(frame: HTMLElement): HTMLLIElement[] {
  return [...frame.querySelectorAll<HTMLLIElement>('ul[aria-label="Últimos comentarios"] > li')];
}

/** The instants of the drawn comments, in the order drawn. */
function drawnTimes(items: HTMLElement[]): number[] {
  return items.map((li) => Date.parse(li.querySelector('time')?.getAttribute('datetime') ?? ''));
}

const DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    await expect(canvas.getByRole('heading', { name: 'Últimos comentarios' })).toBeVisible();
    const items = commentItems(frame);
    await expect(items.length).toBeGreaterThan(0);
    await expect(items.length).toBeLessThanOrEqual(100);
    // Each comment has its date as DD/MM/YYYY HH:mm and its sentiment badge.
    await expect(items[0]!.querySelector('time')?.textContent).toMatch(DATE_TIME);
    await expect(within(items[0]!).getByText(/^(Positivo|Neutro|Negativo)$/)).toBeVisible();
    // Newest first.
    const times = drawnTimes(items);
    await expect(times.every((time, i) => i === 0 || time <= times[i - 1]!)).toBe(true);
    await expect(canvas.getByText(/comentarios, del más reciente al más antiguo/)).toBeInTheDocument();
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** 1,000 comments, oldest first (the widget must reorder them), a long one, long tags, one without sentiment. */
function manyComments(n: number): IndicatorRow[] {
  const start = Date.UTC(2026, 9, 1, 8, 0);
  return Array.from({ length: n }, (_, i) => {
    const sentiment = i === n - 2 ? null : ([1, 0, -1] as const)[i % 3]!;
    return {
      group: String(i + 1),
      groupId: 50_000 + i,
      groupName: null,
      label: null,
      value: sentiment,
      count: 1,
      comment:
        i === n - 1
          ? `${LONG_LABEL}: ${'la atención fue muy lenta y nadie respondió mis consultas. '.repeat(8)}`
          : `Comentario número ${i + 1}.`,
      sentiment,
      date: new Date(start + i * 45 * 60_000).toISOString(),
      tags: [{ group: LONG_LABEL, count: 1, positive: 0, neutral: 0, negative: 1 }],
    };
  });
}

export const Extreme: Story = {
  args: { data: { rows: [manyComments(1000)] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    const items = commentItems(frame);
    // Only the newest `limit` (100) are drawn, and the widget says so.
    await expect(items).toHaveLength(100);
    await expect(canvas.getByText('Se muestran los 100 más recientes de 1.000 comentarios.')).toBeVisible();
    await expect(canvas.getByText(/se muestran los 100 comentarios más recientes de 1\.000/)).toBeInTheDocument();
    // The newest (the last row given, the long one) comes first and wraps inside the box.
    await expect(items[0]!.querySelector('p')?.textContent).toMatch(new RegExp(`^${LONG_LABEL}: la atención`));
    const times = drawnTimes(items);
    await expect(times.every((time, i) => i === 0 || time < times[i - 1]!)).toBe(true);
    await expect(items[0]!.scrollWidth).toBeLessThanOrEqual(items[0]!.clientWidth + 1);
    // The comment without sentiment has no badge; the long tag keeps its text in a title.
    await expect(within(items[1]!).queryByText(/^(Positivo|Neutro|Negativo)$/)).toBeNull();
    await expect(items[0]!.querySelector(`[title="${LONG_LABEL}"]`)).not.toBeNull();
  },
};

/**
 * Rows as the reference API answers them (apps/api commentList): `date` the day alone and
 * `createdAt` the instant, a DEFAULT tag for a comment the text analysis left untagged. The time of
 * day comes from createdAt, shown in the tenant's time zone; DEFAULT is not shown; a row with a day
 * alone is written without a time.
 */
export const AsTheApiAnswers: Story = {
  args: {
    render: { ...STORY_RENDER, timeZone: 'America/Santiago' },
    data: {
      rows: [
        [
          {
            group: 'Bien.',
            groupId: 7,
            groupName: null,
            label: 'Neutro',
            value: 0,
            count: 1,
            comment: 'Bien.',
            sentiment: 0,
            date: '2026-11-14',
            createdAt: '2026-11-14T15:42:00.000Z',
            tags: [{ group: 'DEFAULT', count: 1, positive: 0, neutral: 1, negative: 0 }],
          },
          {
            group: 'Muy rápido.',
            groupId: 6,
            groupName: null,
            label: 'Positivo',
            value: 1,
            count: 1,
            comment: 'Muy rápido.',
            sentiment: 1,
            date: '2026-11-13',
            tags: [{ group: 'Tiempo de espera', count: 1, positive: 1, neutral: 0, negative: 0 }],
          },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const items = commentItems(frame);
    await expect(items).toHaveLength(2);
    const first = items[0]!.querySelector('time');
    await expect(first?.getAttribute('datetime')).toBe('2026-11-14T15:42:00.000Z');
    // 15:42 UTC is 12:42 in Santiago (UTC−3 in November), whatever the reader's zone.
    await expect(first?.textContent).toBe('14/11/2026 12:42');
    await expect(within(items[0]!).queryByText('DEFAULT')).toBeNull();
    await expect(within(items[0]!).queryByRole('group')).toBeNull();
    await expect(items[1]!.querySelector('time')?.textContent).toBe('13/11/2026');
    await expect(within(items[1]!).getByText('Tiempo de espera')).toBeVisible();
  },
};
