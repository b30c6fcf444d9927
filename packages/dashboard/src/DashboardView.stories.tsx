import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LandedDashboard, visibleCount } from './stories/landed.js';

// One story per landed dashboard of dashboards/ (stories/landed.test.ts keeps the list complete),
// rendered with the registry's mocked rows: every visible widget must paint, none may fail.

const meta = {
  title: 'Dashboards/auto-b',
  component: LandedDashboard,
  args: { tenant: 'auto-b', dashboardKey: 'cxo', criticalMoments: [] },
} satisfies Meta<typeof LandedDashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until every widget frame is painted (ready or empty) and checks the count and that none failed. */
async function allPainted(canvasElement: HTMLElement, expected: number): Promise<void> {
  await waitFor(
    async () => {
      const frames = [...canvasElement.querySelectorAll<HTMLElement>('[data-widget-id]')];
      await expect(frames.length).toBe(expected);
      const pending = frames.filter((f) => f.dataset.state === 'loading').map((f) => f.dataset.widgetId);
      await expect(pending).toEqual([]);
    },
    { timeout: 20_000 },
  );
  const failed = [...canvasElement.querySelectorAll<HTMLElement>('[data-state="error"]')].map(
    (f) => `${f.dataset.widgetId}: ${f.textContent}`,
  );
  await expect(failed).toEqual([]);
}

export const Cxo: Story = {
  name: 'cxo (momento raíz)',
  play: async ({ canvasElement }) => allPainted(canvasElement, visibleCount('auto-b', 'cxo')),
};

export const CxoVenta: Story = {
  name: 'cxo (Venta)',
  args: { criticalMoments: [1] },
  play: async ({ canvasElement }) => allPainted(canvasElement, visibleCount('auto-b', 'cxo', [1])),
};

export const NacionalVenta: Story = {
  name: 'nacionalVenta',
  args: { dashboardKey: 'nacionalVenta', criticalMoments: [1] },
  play: async ({ canvasElement }) => allPainted(canvasElement, visibleCount('auto-b', 'nacionalVenta', [1])),
};

export const NacionalPosventa: Story = {
  name: 'nacionalPosventa',
  args: { dashboardKey: 'nacionalPosventa', criticalMoments: [2] },
  play: async ({ canvasElement }) => allPainted(canvasElement, visibleCount('auto-b', 'nacionalPosventa', [2])),
};

export const NacionalTestDrive: Story = {
  name: 'nacionalTestDrive',
  args: { dashboardKey: 'nacionalTestDrive', criticalMoments: [11251] },
  play: async ({ canvasElement }) => allPainted(canvasElement, visibleCount('auto-b', 'nacionalTestDrive', [11251])),
};
