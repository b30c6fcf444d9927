import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetPreview } from '@voz/dashboard';
import { expect, waitFor } from 'storybook/test';
import { STORY_RENDER, widgetOf } from '../../stories/fixtures.js';

// A spacer fetches and shows nothing: one story checks it holds its cells and stays silent.
const widget = widgetOf('spacer', { title: undefined, size: [2, 1], indicators: undefined });

const meta = {
  title: 'Widgets/Espacio vacío',
  component: WidgetPreview,
  args: { widget, render: STORY_RENDER, data: 'mock' },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typical: Story = {
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-widget-id="story-spacer"]');
    await waitFor(() => expect(frame?.dataset.state).toBe('ready'), { timeout: 10_000 });
    await expect(frame!.textContent).toBe('');
    await expect(frame!.getBoundingClientRect().width).toBeGreaterThan(500);
  },
};
