import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '@voz/dashboard';
import { expect, within } from 'storybook/test';
import {
  EMPTY_STORY,
  ERROR_STORY,
  frameIn,
  LOADING_STORY,
  single,
  STORY_RENDER,
  widgetOf,
} from '../../stories/fixtures.js';

// No colour scale: the kind's default, the catalogue's CSAT thresholds (red below 3, green from 4).
const widget = widgetOf('ease', {
  title: { es: 'Facilidad de la atención', en: 'Ease of service' },
  helpText: {
    es: 'Qué tan fácil fue resolver la solicitud (1 a 5).',
    en: 'How easy it was to solve the request (1 to 5).',
  },
  size: [1, 1],
  config: { max: 5, showSample: true },
  indicators: [{ indicator: 'FACILIDAD_GENERAL' }],
});

const meta = {
  title: 'Widgets/Facilidad',
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

    await expect(canvas.getByRole('heading', { name: 'Facilidad de la atención' })).toBeVisible();
    await expect(frame.querySelector('[data-value]')?.textContent).toMatch(/^\d,\d$/);
    await expect(canvas.getByText('de 5')).toBeVisible();
    await expect(canvas.getByText(/^Muestra: /)).toBeVisible();
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

/** The top of the scale: green (the default scale) and the track full. */
export const Extreme: Story = {
  args: { data: { rows: [[single(5, 1)]] } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const value = frame.querySelector<HTMLElement>('[data-value]')!;
    await expect(value.textContent).toBe('5,0');
    // The track is the band's green (#88DD76); the number, text on the white frame, is that green
    // darkened to 3:1 (large text, WCAG 1.4.3).
    await expect(getComputedStyle(value).color).toBe('rgb(95, 155, 83)');
    await expect(frame.querySelector<HTMLElement>('[data-fill]')?.style.background).toBe('rgb(136, 221, 118)');
    await expect(frame.querySelector<HTMLElement>('[data-fill]')?.style.width).toBe('100%');
    await expect(within(frame).getByText('Muestra: 1 respuesta')).toBeVisible();
  },
};
