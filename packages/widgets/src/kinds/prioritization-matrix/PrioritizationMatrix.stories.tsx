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

const widget = widgetOf('prioritization-matrix', {
  title: { es: 'Matriz de priorización', en: 'Prioritisation matrix' },
  helpText: {
    es: 'Cada atributo según su importancia y la satisfacción con él; los cuadrantes se dividen en los promedios.',
    en: 'Each attribute by its importance and the satisfaction with it; quadrants split at the means.',
  },
  size: [2, 2],
  config: { decimals: 1 },
  indicators: [
    {
      indicator: 'VENTA_IMPORTANCIA',
      label: { es: 'Importancia', en: 'Importance' },
      groupBy: ['question'],
      dataType: 'list',
    },
    {
      indicator: 'VENTA_SATISFACCION',
      label: { es: 'Satisfacción', en: 'Satisfaction' },
      groupBy: ['question'],
      dataType: 'list',
    },
  ],
});

const meta = {
  title: 'Widgets/Matriz de priorización',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    await expect(canvas.getByRole('heading', { name: 'Matriz de priorización' })).toBeVisible();
    // The 8 mocked questions, each a focusable point named by its importance, satisfaction and quadrant.
    await waitFor(() => expect(frame.querySelectorAll('[data-point]')).toHaveLength(8));
    const point = canvas.getByRole('img', { name: /^Recepción en sala: importancia \d+,\d, satisfacción \d+,\d; / });
    point.focus();
    await expect(point).toHaveFocus();
    await expect(point.querySelector('title')?.textContent).toBe(point.getAttribute('aria-label'));
    for (const name of ['Mantener', 'Prioridad alta', 'Posible exceso', 'Baja prioridad']) {
      await expect(canvas.getByText(name, { selector: 'svg text' })).toBeVisible();
    }
    await expect(frame.querySelector('[data-summary]')?.textContent).toMatch(
      /^Matriz de priorización: 8 atributos\. Mantener: \d/,
    );
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/**
 * One request of 1,000 attributes (x = answers, y = value from 0 to 10); the first, a 40-character
 * name, the most answered with satisfaction 0: the 40 most answered are drawn, without labels.
 */
export const Extreme: Story = {
  args: {
    widget: widgetOf('prioritization-matrix', {
      id: widget.id,
      title: { es: 'Matriz de priorización', en: 'Prioritisation matrix' },
      size: [2, 2],
      indicators: [{ indicator: 'VENTA_SATISFACCION', groupBy: ['question'], dataType: 'list' }],
    }),
    data: { rows: [groups(1000, 0, 10, (i) => ({ count: i === 0 ? 5000 : 10 + i }))] },
  },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await waitFor(() => expect(frame.querySelectorAll('[data-point]')).toHaveLength(40));
    const point = within(frame).getByRole('img', {
      name: `${LONG_LABEL}: importancia 5.000, satisfacción 0,0; Prioridad alta.`,
    });
    await expect(point.querySelector('title')?.textContent).toContain(LONG_LABEL);
    await expect(within(frame).getByText('Importancia (respuestas)')).toBeInTheDocument();
    await expect(frame.querySelector('[data-summary]')?.textContent).toContain('Se muestran 40 de 1.000.');
  },
};
