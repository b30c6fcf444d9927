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
  STORY_RENDER,
  widgetOf,
} from '../../stories/fixtures.js';

const widget = widgetOf('bar-by-geo', {
  title: { es: 'Satisfacción por distribuidor', en: 'Satisfaction by distributor' },
  size: [2, 2],
  config: { colorScale: 'nps10', layout: 'horizontal' },
  indicators: [
    { indicator: 'VENTA_SATISFACCION', groupBy: ['geoLocation'], dataType: 'list', extras: { groupByLevel: 3 } },
  ],
});

const meta = {
  title: 'Widgets/Barras por geografía',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The values written at the end of the bars, top to bottom. */
function barLabels(frame: HTMLElement): string[] {
  const texts = [...frame.querySelectorAll('[data-chart="bar-by-geo"] svg text')].filter((node) =>
    /^-?\d+,\d$/.test(node.textContent ?? ''),
  );
  return texts
    .map((node) => ({ text: node.textContent ?? '', top: node.getBoundingClientRect().top }))
    .sort((a, b) => a.top - b.top)
    .map((label) => label.text);
}

const number = (text: string): number => Number(text.replace(',', '.'));

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    await expect(canvas.getByRole('heading', { name: 'Satisfacción por distribuidor' })).toBeVisible();
    // The 8 mocked distributors, best first.
    await waitFor(() => expect(barLabels(frame)).toHaveLength(8));
    const values = barLabels(frame).map(number);
    await expect(values).toEqual([...values].sort((a, b) => b - a));
    await expect(frame.querySelector('[data-chart="bar-by-geo"]')?.textContent).toContain('Automotora Los Andes');
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** 1,000 distributors from 10 down to 0, the best with a 40-character name: the best 15 are drawn. */
export const Extreme: Story = {
  args: { data: { rows: [groups(1000, 10, 0)] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await waitFor(() => expect(barLabels(frame)).toHaveLength(15));
    await expect(barLabels(frame)[0]).toBe('10,0');
    // The 40-character name is shortened on the axis, whole in the tick's <title>.
    const title = [...frame.querySelectorAll('[data-chart="bar-by-geo"] title')].find(
      (t) => t.textContent === LONG_LABEL,
    );
    const shown = title?.parentElement?.textContent?.replace(LONG_LABEL, '') ?? '';
    await expect(shown).toMatch(/^Concesionario .+…$/);
    await expect(shown.length).toBeLessThan(LONG_LABEL.length);
    await expect(frame.querySelector('[data-summary]')?.textContent).toContain('Se muestran 15 de 1.000.');
  },
};
