import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IndicatorRow } from '@voz/core';
import type { DataSource } from '@voz/data';
import type { TenantMetadata, Widget } from '@voz/schema';
import { Suspense, useEffect, type ReactElement } from 'react';
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

// The rows a chart is drawn from, as a table on demand: reached with Tab, opened with Enter, closed
// with Enter again (issue 32).
export const DataTableFromKeyboard: Story = {
  name: 'Tabla de datos con el teclado',
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const root = await frame(canvasElement, 'frame-nps', 'ready');
    const toggle = within(root).getByRole('button', { name: 'Ver datos: NPS de venta' });
    await userEvent.tab();
    while (
      canvasElement.ownerDocument.activeElement !== toggle &&
      root.contains(canvasElement.ownerDocument.activeElement)
    ) {
      await userEvent.tab();
    }
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = within(root).getByRole('table', { name: 'NPS de venta' });
    await expect(table).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Promotores' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(within(root).queryByRole('table')).toBeNull();
    // Open again: the story's audit (addon-a11y) checks the table as well.
    await userEvent.keyboard('{Enter}');
    await expect(within(root).getByRole('table', { name: 'NPS de venta' })).toBeVisible();
  },
};

// A map suspends its renderer while its shapes load (React's use()). The page around the frame — here
// a Suspense boundary like the portal's and the editor's, which show a whole-page "Cargando" — must
// not see it: the frame keeps its skeleton until the map can draw.
const mapWidget = {
  id: 'frame-map',
  type: 'map',
  title: { es: 'Mapa de sucursales' },
  size: [2, 4],
  config: { map: 'points' },
  indicators: [{ indicator: 'CSAT_GENERAL', groupBy: ['geoLocation'], dataType: 'list' }],
} as unknown as Widget;

const sites: TenantMetadata = {
  schemaVersion: 2,
  criticalMoments: { id: 0, name: 'Todos los momentos' },
  geographies: {
    levels: [
      { level: 1, name: { es: 'País', en: 'Country' } },
      { level: 2, name: { es: 'Sucursal', en: 'Branch' } },
    ],
    root: {
      id: 1,
      name: 'Chile',
      children: [
        { id: 501, name: 'Automotora Pampa Norte', coordinates: [-70.398, -23.652] },
        { id: 502, name: 'Automotora Los Andes', coordinates: [-70.576, -33.409] },
      ],
    },
  },
  logicals: { id: 0, name: 'Todas las unidades' },
  channels: [],
};

/** The page's fallback: counts how often the page would have been replaced by it. */
function PageFallback(): ReactElement {
  useEffect(() => {
    const page = window as { pageFallbacks?: number };
    page.pageFallbacks = (page.pageFallbacks ?? 0) + 1;
  }, []);
  return <p data-page-fallback>Cargando…</p>;
}

export const SuspendingRendererStaysInFrame: Story = {
  name: 'Un mapa que espera sus formas no oculta la página',
  args: { widget: mapWidget, data: 'mock', render: { metadata: sites } },
  decorators: [
    (Story) => (
      <Suspense fallback={<PageFallback />}>
        <p data-page-content>Página</p>
        <Story />
      </Suspense>
    ),
  ],
  play: async ({ canvasElement }) => {
    const root = await frame(canvasElement, 'frame-map', 'ready');
    await expect(root.querySelector('svg')).not.toBeNull();
    await expect((window as { pageFallbacks?: number }).pageFallbacks ?? 0).toBe(0);
    await expect(canvasElement.querySelector('[data-page-content]')).toBeVisible();
  },
};
