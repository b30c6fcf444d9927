import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IndicatorRow } from '@voz/core';
import type { DataSource } from '@voz/data';
import type { Widget } from '@voz/schema';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WidgetPreview } from './WidgetPreview.js';

// The frame around every widget: what it does when a widget cannot be drawn, when its data fails
// and comes back, and its help popover from the keyboard.

const nps = {
  id: 'frame-nps',
  type: 'nps',
  title: { es: 'NPS de venta' },
  helpText: { es: 'Porcentaje de promotores menos porcentaje de detractores.' },
  size: [1, 2],
  config: { showBreakdown: true },
  indicators: [{ indicator: 'VENTA_NPS' }],
} as unknown as Widget;

const meta = {
  title: 'Dashboard/Marco del widget',
  component: WidgetPreview,
  args: { widget: nps },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

async function frame(canvasElement: HTMLElement, id: string, state: string): Promise<HTMLElement> {
  const found = canvasElement.querySelector<HTMLElement>(`[data-widget-id="${id}"]`);
  await waitFor(() => expect(found?.dataset.state).toBe(state), { timeout: 10_000 });
  return found!;
}

export const UnknownType: Story = {
  name: 'Tipo desconocido',
  args: { widget: { ...nps, id: 'frame-unknown', type: 'grafico-3d' } as unknown as Widget },
  play: async ({ canvasElement }) => {
    const root = await frame(canvasElement, 'frame-unknown', 'error');
    await expect(within(root).getByRole('alert')).toHaveTextContent('Tipo de widget desconocido: «grafico-3d»');
  },
};

export const InvalidConfig: Story = {
  name: 'Configuración no válida',
  args: {
    widget: { ...nps, id: 'frame-invalid', type: 'pie', config: { variant: 'enorme' } } as unknown as Widget,
  },
  play: async ({ canvasElement }) => {
    const root = await frame(canvasElement, 'frame-invalid', 'error');
    const alert = within(root).getByRole('alert');
    await expect(alert).toHaveTextContent('Configuración no válida del widget «frame-invalid»');
    await expect(alert).toHaveTextContent('/config/variant');
  },
};

/** Fails its first call, then answers one NPS row: the retry button must bring the widget back. */
function failingOnce(): DataSource {
  let calls = 0;
  const row: IndicatorRow = {
    group: null,
    groupId: null,
    groupName: null,
    label: null,
    value: 42,
    count: 300,
    promoters: 180,
    passives: 54,
    detractors: 66,
  };
  return {
    fetch: () => (calls++ === 0 ? Promise.reject(new Error('El servidor respondió 503.')) : Promise.resolve([row])),
  };
}

export const RetryAfterError: Story = {
  name: 'Reintentar tras un error',
  args: { data: { source: failingOnce() } },
  play: async ({ canvasElement }) => {
    const root = await frame(canvasElement, 'frame-nps', 'error');
    await expect(within(root).getByText('El servidor respondió 503.')).toBeVisible();
    await userEvent.click(within(root).getByRole('button', { name: 'Reintentar' }));
    await frame(canvasElement, 'frame-nps', 'ready');
    await expect(root.querySelector('[data-value]')).toHaveTextContent('42,0');
  },
};

export const HelpFromKeyboard: Story = {
  name: 'Ayuda con el teclado',
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const root = await frame(canvasElement, 'frame-nps', 'ready');
    const button = within(root).getByRole('button', { name: 'Ayuda: NPS de venta' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Porcentaje de promotores menos porcentaje de detractores.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(body.queryByText('Porcentaje de promotores menos porcentaje de detractores.')).toBeNull(),
    );
  },
};
