import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { GeneratedDashboard } from './stories/generated.js';

// A generated 30-widget dashboard with every kind that fetches rows (the render benchmark's second case).

const meta = {
  title: 'Dashboards/Generado',
  component: GeneratedDashboard,
  args: { widgets: 30 },
} satisfies Meta<typeof GeneratedDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Thirty: Story = {
  name: '30 widgets',
  play: async ({ canvasElement }) => {
    await waitFor(
      async () => {
        const frames = [...canvasElement.querySelectorAll<HTMLElement>('[data-widget-id]')];
        await expect(frames.length).toBe(30);
        await expect(frames.filter((f) => f.dataset.state === 'loading').map((f) => f.dataset.widgetId)).toEqual([]);
      },
      { timeout: 20_000 },
    );
    const failed = [...canvasElement.querySelectorAll<HTMLElement>('[data-state="error"]')].map(
      (f) => f.dataset.widgetId,
    );
    await expect(failed).toEqual([]);
  },
};
