import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '@voz/dashboard';
import { expect, waitFor, within } from 'storybook/test';
import { LONG_LABEL, STORY_RENDER, widgetOf } from '../../stories/fixtures.js';

// A label fetches nothing, so it has no loading, empty or error state: typical, coloured, extreme.
const widget = widgetOf('label', {
  title: { es: 'Indicadores principales', en: 'Main indicators' },
  size: [4, 1],
  indicators: undefined,
});

const meta = {
  title: 'Widgets/Etiqueta de sección',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER, data: 'mock' },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

async function ready(canvasElement: HTMLElement): Promise<HTMLElement> {
  const frame = canvasElement.querySelector<HTMLElement>('[data-widget-id="story-label"]');
  await waitFor(() => expect(frame?.dataset.state).toBe('ready'), { timeout: 10_000 });
  return frame!;
}

export const Typical: Story = {
  play: async ({ canvasElement }) => {
    const frame = await ready(canvasElement);
    await expect(within(frame).getByRole('heading', { name: 'Indicadores principales' })).toBeVisible();
  },
};

export const Colored: Story = {
  args: { widget: { ...widget, config: { color: 'red' } } as typeof widget },
  play: async ({ canvasElement }) => {
    const frame = await ready(canvasElement);
    const heading = within(frame).getByRole('heading', { name: 'Indicadores principales' });
    await expect(getComputedStyle(heading).borderBottomColor).toBe('rgb(205, 66, 69)');
  },
};

export const Extreme: Story = {
  args: { widget: { ...widget, size: [1, 1], title: { es: `${LONG_LABEL} ${LONG_LABEL}` } } as typeof widget },
  play: async ({ canvasElement }) => {
    const frame = await ready(canvasElement);
    const heading = within(frame).getByRole('heading');
    await expect(heading.getAttribute('title')).toBe(`${LONG_LABEL} ${LONG_LABEL}`);
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
  },
};
