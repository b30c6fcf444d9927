import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '@voz/dashboard';
import { expect, waitFor, within } from 'storybook/test';
import {
  EMPTY_STORY,
  ERROR_STORY,
  frameIn,
  groups,
  LOADING_STORY,
  LONG_LABEL,
  months,
  STORY_RENDER,
  widgetOf,
} from '../../stories/fixtures.js';

const widget = widgetOf('bar', {
  title: { es: 'Satisfacción por momento', en: 'Satisfaction by moment' },
  size: [2, 2],
  config: { colorScale: 'nps10', layout: 'vertical' },
  indicators: [{ indicator: 'CSAT_GENERAL', groupBy: ['criticalMoment'], dataType: 'list' }],
});

const meta = {
  title: 'Widgets/Barras',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The value labels written on the bars. */
function barLabels(frame: HTMLElement): string[] {
  return [...frame.querySelectorAll('[data-chart="bar"] svg text')]
    .map((node) => node.textContent ?? '')
    .filter((text) => /^-?\d+,\d$/.test(text));
}

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    await expect(canvas.getByRole('heading', { name: 'Satisfacción por momento' })).toBeVisible();
    // One bar per critical moment of the mock (Venta, Posventa, Test drive), each with its value written.
    await waitFor(() => expect(barLabels(frame)).toHaveLength(3));
    await expect(frame.querySelector('[data-chart="bar"]')?.textContent).toContain('Posventa');
    await expect(frame.querySelector('[data-summary]')?.textContent).toMatch(
      /^Satisfacción por momento: Venta \d+,\d; /,
    );
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/**
 * 1,000 groups from −100 to 100, the first with a 40-character name: 15 bars are drawn (one name
 * on the axis each), too narrow for their values, which the summary writes.
 */
export const Extreme: Story = {
  args: { data: { rows: [groups(1000, -100, 100)] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const names = (): string[] =>
      [...frame.querySelectorAll('[data-chart="bar"] title')].map((title) => title.textContent ?? '');
    await waitFor(() => expect(names()).toHaveLength(15));
    await expect(names()[0]).toBe(LONG_LABEL);
    await expect(barLabels(frame)).toHaveLength(0);
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    await expect(summary).toMatch(new RegExp(`^Satisfacción por momento: ${LONG_LABEL} -100,0; Grupo 2 -99,8;`));
    await expect(summary).toContain('Se muestran 15 de 1.000.');
  },
};

/** NPS by month (health's external dashboard): the months on the axis as people read them, not 2026-06. */
export const ByMonth: Story = {
  args: {
    widget: widgetOf('bar', {
      title: { es: 'NPS por mes', en: 'NPS by month' },
      size: [2, 2],
      config: { colorScale: 'nps100' },
      indicators: [{ indicator: 'NPS_GENERAL', groupBy: ['formattedMonth'], dataType: 'list', extras: { periods: 6 } }],
    }),
    data: { rows: [months(6, 30, 55)] },
  },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const text = (): string => frame.querySelector('[data-chart="bar"]')?.textContent ?? '';
    await waitFor(() => expect(text()).toContain('nov 2026'));
    await expect(text()).toMatch(/jun\.? 2026/);
    await expect(text()).not.toContain('2026-06');
    await expect(frame.querySelector('[data-summary]')?.textContent).toMatch(/^NPS por mes: jun\.? 2026 30,0; /);
  },
};

/** Invitations by status, answered as the API names them (in Spanish), shown to an English user. */
export const StatusesInEnglish: Story = {
  name: 'Estados de invitación en inglés',
  args: {
    widget: widgetOf('bar', {
      title: { es: 'Encuestas registradas por estado', en: 'Registered surveys by status' },
      size: [2, 2],
      config: { decimals: 0 },
      indicators: [{ indicator: 'INVITACIONES_VENTA', groupBy: ['status'], dataType: 'list' }],
    }),
    data: {
      rows: [
        [
          { group: 'registered', groupId: 'registered', groupName: 'Registradas', label: null, value: 120, count: 120 },
          { group: 'sent', groupId: 'sent', groupName: 'Enviadas', label: null, value: 110, count: 110 },
          { group: 'opened', groupId: 'opened', groupName: 'Abiertas', label: null, value: 70, count: 70 },
        ],
      ],
    },
    render: { ...STORY_RENDER, language: 'en', locale: 'en-US' },
  },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await waitFor(() => expect(frame.querySelector('[data-chart="bar"]')?.textContent).toContain('Opened'));
    const summary = frame.querySelector('[data-summary]')?.textContent ?? '';
    await expect(summary).toMatch(/^Registered surveys by status: Registered 120; Sent 110; Opened 70/);
    await expect(summary).not.toContain('Enviadas');
  },
};
