import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IndicatorRow } from '@voz/core';
import { WidgetPreview } from '@voz/dashboard';
import { expect, waitFor, within } from 'storybook/test';
import {
  EMPTY_STORY,
  ERROR_STORY,
  frameIn,
  LOADING_STORY,
  months,
  STORY_RENDER,
  widgetOf,
} from '../../stories/fixtures.js';

const widget = widgetOf('alerts-trend', {
  title: { es: 'Alertas por mes', en: 'Alerts by month' },
  helpText: {
    es: 'Alertas sin gestionar, en proceso y cerradas de cada mes.',
    en: 'Alerts not handled, in process and closed each month.',
  },
  size: [2, 2],
  config: { period: 'month', showLegend: true },
  indicators: [
    { indicator: 'ALERTS', groupBy: ['formattedMonth', 'alertType'], dataType: 'list', extras: { periods: 6 } },
  ],
});

const meta = {
  title: 'Widgets/Alertas por mes y semana',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 1,000 rows: 500 months × 2 alert types (rows of a period are added up). October 2026 has no
 * alert at all; November 2026 has 1,234 not handled, 5 in process and 100,000 closed.
 */
function alertRows(): IndicatorRow[] {
  const counts = (i: number, type: number): Partial<IndicatorRow> => {
    if (i === 499) {
      return type === 0
        ? { not_handled: 1000, in_process: 5, closed: 0, fast: 0, slow: 0 }
        : { not_handled: 234, in_process: 0, closed: 100_000, fast: 60_000, slow: 40_000 };
    }
    if (i === 498) return { not_handled: 0, in_process: 0, closed: 0, fast: 0, slow: 0 };
    return { not_handled: 3, in_process: 2, closed: 10, fast: 6, slow: 4 };
  };
  return months(500, 0, 0).flatMap((row, i) =>
    ['WOW', 'Crítica'].map((type, t) => ({
      ...row,
      label: `${row.group} · ${type}`,
      group_0: row.group,
      group_1: type,
      count: 1,
      ...counts(i, t),
    })),
  );
}

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    await expect(canvas.getByRole('heading', { name: 'Alertas por mes' })).toBeVisible();
    const legend = within(frame.querySelector<HTMLElement>('[data-legend]')!);
    for (const status of ['Sin gestionar', 'En proceso', 'Cerradas'])
      await expect(legend.getByText(status)).toBeVisible();
    await waitFor(() => expect(canvas.getByText('nov 2026')).toBeVisible());
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    await expect(summary).toMatch(
      /^Alertas por mes, de jun 2026 a nov 2026: jun 2026: \d+ sin gestionar, \d+ en proceso y \d+ cerradas; /,
    );
    const nov = /nov 2026: (\d+) sin gestionar, (\d+) en proceso y (\d+) cerradas\.$/.exec(summary);
    await expect(nov).not.toBeNull();
    // Each stack carries its total on top.
    const total = [nov?.[1], nov?.[2], nov?.[3]].reduce((sum, n) => sum + Number(n), 0);
    await waitFor(() => expect(canvas.getAllByText(String(total)).length).toBeGreaterThan(0));
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** 1,000 rows (500 months by alert type: the latest 24 months drawn), a month without alerts and six-digit counts. */
export const Extreme: Story = {
  args: { data: { rows: [alertRows()] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    await expect(summary).toContain(
      'oct 2026: 0 sin gestionar, 0 en proceso y 0 cerradas; nov 2026: 1.234 sin gestionar, 5 en proceso y 100.000 cerradas.',
    );
    await expect(summary).toContain('Se muestran los últimos 24 de 500 períodos.');
    await expect(summary).toMatch(/de dic 2024 a nov 2026: dic 2024: 6 sin gestionar, 4 en proceso y 20 cerradas;/);
    // 24 stacks are too narrow for six-digit totals: the chart leaves them out.
    await waitFor(() => expect(frame.querySelector('[data-chart="bar"] svg')).not.toBeNull());
    await expect(within(frame).queryByText('101.239')).toBeNull();
  },
};
