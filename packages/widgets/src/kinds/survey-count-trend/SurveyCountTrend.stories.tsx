import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IndicatorRow } from '@voz/core';
import { WidgetPreview } from '@voz/dashboard';
import { PALETTE } from '@voz/schema';
import { expect, waitFor, within } from 'storybook/test';
import { EMPTY_STORY, ERROR_STORY, frameIn, LOADING_STORY, STORY_RENDER, widgetOf } from '../../stories/fixtures.js';

const widget = widgetOf('survey-count-trend', {
  title: { es: 'Encuestas por semana', en: 'Surveys by week' },
  helpText: {
    es: 'Excelente: 30 o más; neutro: 10 a 29; crítico: menos de 10.',
    en: 'Excellent: 30 or more; neutral: 10 to 29; critical: under 10.',
  },
  size: [2, 2],
  config: { period: 'week', mapper: 'surveyCountClassification', showLegend: true },
  indicators: [{ indicator: 'SURVEY_COUNT', groupBy: ['formattedWeek'], dataType: 'list', extras: { periods: 13 } }],
});

const meta = {
  title: 'Widgets/Encuestas por mes y semana',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The fills of the drawn bars, as written. nivo draws without react-spring here (decision 0014), so
 * a bar's fill is the colour given, #RRGGBB; react-spring rewrote every colour as rgba().
 */
function barFills(frame: HTMLElement): string[] {
  return [...frame.querySelectorAll('[data-chart="bar"] rect')].map((rect) =>
    (rect.getAttribute('fill') ?? '').toUpperCase(),
  );
}

/** 1,000 weeks (2007-W29 to 2026-W47) whose answered counts cycle through the class limits: 0, 9, 10, 29, 30, 5,000. */
function weekRows(): IndicatorRow[] {
  const answered = [0, 9, 10, 29, 30, 5000];
  return Array.from({ length: 1000 }, (_, i) => {
    const index = 2026 * 52 + 46 - (999 - i);
    const label = `${Math.floor(index / 52)}-W${String((index % 52) + 1).padStart(2, '0')}`;
    const answeredCount = answered[i % answered.length] ?? 0;
    return {
      group: label,
      groupId: label,
      groupName: label,
      label,
      value: answeredCount,
      count: answeredCount + 3,
      answeredCount,
      inProgressCount: 1,
      notHandledCount: 2,
    };
  });
}

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    await expect(canvas.getByRole('heading', { name: 'Encuestas por semana' })).toBeVisible();
    // Weeks written as 'sem 47'; the legend explains the classes of the answered count.
    await waitFor(() => expect(canvas.getByText('sem 47')).toBeVisible());
    const legend = within(frame.querySelector<HTMLElement>('[data-legend]')!);
    for (const text of [
      'Excelente: 30 o más',
      'Neutro: 10 a 29',
      'Crítico: menos de 10',
      'En curso',
      'No respondidas',
    ]) {
      await expect(legend.getByText(text)).toBeVisible();
    }
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    await expect(summary).toMatch(
      /^Encuestas por semana, de sem 35 a sem 47: sem 35: [\d.]+ respondidas \((excelente|neutro|crítico)\), [\d.]+ en curso y [\d.]+ no respondidas; /,
    );
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** 1,000 weeks (the latest 24 drawn) with answered counts at each class limit and far above. */
export const Extreme: Story = {
  args: { data: { rows: [weekRows()] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    await expect(summary).toContain('sem 47: 29 respondidas (neutro), 1 en curso y 2 no respondidas.');
    for (const part of [
      '0 respondidas (crítico)',
      '9 respondidas (crítico)',
      '10 respondidas (neutro)',
      '30 respondidas (excelente)',
      '5.000 respondidas (excelente)',
    ]) {
      await expect(summary).toContain(part);
    }
    await expect(within(frame).getByText('Se muestran los últimos 24 de 1.000 períodos.')).toBeVisible();
    // Answered bars take their class colour.
    await waitFor(() => expect(barFills(frame)).toContain(PALETTE.red));
    await expect(barFills(frame)).toContain(PALETTE.amber);
    await expect(barFills(frame)).toContain(PALETTE.green);
  },
};

/** SURVEY_COUNT as the reference backend answers it: a plain count of answered surveys per period. */
export const PlainCounts: Story = {
  args: {
    data: {
      rows: [
        [
          { group: '2026-W46', groupId: '2026-W46', groupName: '2026-W46', label: '2026-W46', value: 31, count: 31 },
          { group: '2026-W47', groupId: '2026-W47', groupName: '2026-W47', label: '2026-W47', value: 8, count: 8 },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    // The count is the answered bar, classified; nothing in progress or unanswered is invented.
    await expect(summary).toContain('sem 46: 31 respondidas (excelente), 0 en curso y 0 no respondidas');
    await expect(summary).toContain('sem 47: 8 respondidas (crítico), 0 en curso y 0 no respondidas');
    await waitFor(() => expect(barFills(frame)).toContain(PALETTE.green));
    await expect(barFills(frame)).toContain(PALETTE.red);
  },
};

/**
 * The widget's colorScale (a tenant's surveyCount scale, here a small chain's 20 / 5) colours and
 * names the answered bars instead of the catalogue's 30 / 10: 31 is the top band, 8 the middle one.
 */
export const TenantScale: Story = {
  args: {
    widget: widgetOf('survey-count-trend', {
      title: { es: 'Encuestas por semana', en: 'Surveys by week' },
      size: [2, 2],
      config: {
        period: 'week',
        mapper: 'surveyCountClassification',
        colorScale: {
          bands: [
            { below: 5, color: 'redSoft', label: { es: 'Crítico', en: 'Critical' } },
            { from: 5, below: 20, color: 'amber', label: { es: 'Neutro', en: 'Neutral' } },
            { from: 20, color: 'cyan', label: { es: 'Excelente', en: 'Excellent' } },
          ],
        },
        showLegend: true,
      },
      indicators: [{ indicator: 'SURVEY_COUNT', groupBy: ['formattedWeek'], dataType: 'list' }],
    }),
    data: {
      rows: [
        [
          { group: '2026-W46', groupId: '2026-W46', groupName: '2026-W46', label: '2026-W46', value: 31, count: 31 },
          { group: '2026-W47', groupId: '2026-W47', groupName: '2026-W47', label: '2026-W47', value: 8, count: 8 },
        ],
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    await expect(summary).toContain('sem 46: 31 respondidas (excelente)');
    // 8 is critical for the catalogue's constants, neutral on this scale.
    await expect(summary).toContain('sem 47: 8 respondidas (neutro)');
    const legend = within(frame.querySelector<HTMLElement>('[data-legend]')!);
    for (const text of ['Excelente: ≥ 20', 'Neutro: ≥ 5 – < 20', 'Crítico: < 5']) {
      await expect(legend.getByText(text)).toBeVisible();
    }
    await waitFor(() => expect(barFills(frame)).toContain(PALETTE.cyan));
    await expect(barFills(frame)).toContain(PALETTE.amber);
    await expect(barFills(frame)).not.toContain(PALETTE.green);
  },
};
