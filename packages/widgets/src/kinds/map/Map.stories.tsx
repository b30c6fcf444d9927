import type { Meta, StoryObj } from '@storybook/react-vite';
import type { IndicatorRow } from '@voz/core';
import { WidgetPreview } from '@voz/dashboard';
import type { TenantMetadata } from '@voz/schema';
import { expect, waitFor, within } from 'storybook/test';
import { CL_REGIONS, MAP_SITES, MX_STATES, WORLD_COUNTRIES, type MapGeography } from '../../mock/textMapNames.js';
import {
  EMPTY_STORY,
  ERROR_STORY,
  frameIn,
  LOADING_STORY,
  LONG_LABEL,
  STORY_RENDER,
  widgetOf,
} from '../../stories/fixtures.js';

/** A small tenant metadata: a country root and its geographies (with map codes or coordinates). */
function metadataOf(country: string, geographies: readonly MapGeography[]): TenantMetadata {
  return {
    schemaVersion: 2,
    criticalMoments: { id: 0, name: 'Todos los momentos' },
    geographies: {
      levels: [
        { level: 1, name: { es: 'País', en: 'Country' } },
        { level: 2, name: { es: 'Geografía', en: 'Geography' } },
      ],
      root: {
        id: 1,
        name: country,
        children: geographies.map((g) => ({
          id: g.id,
          name: g.name,
          ...(g.mapCode !== undefined ? { mapCode: g.mapCode } : {}),
          ...(g.coordinates !== undefined ? { coordinates: g.coordinates } : {}),
        })),
      },
    },
    logicals: { id: 0, name: 'Todas las unidades' },
    channels: [],
  };
}

// The car maker's branch map of dashboards/auto-b/cxo.json: points at the dealers' coordinates.
const widget = widgetOf('map', {
  title: { es: 'Mapa de sucursales', en: 'Branch map' },
  subTitle: { es: 'Satisfacción general por sucursal', en: 'Overall satisfaction by branch' },
  size: [2, 4],
  config: { map: 'points', colorScale: 'nps10' },
  indicators: [{ indicator: 'CSAT_GENERAL', groupBy: ['geoLocation'], dataType: 'list' }],
});

const meta = {
  title: 'Widgets/Mapa',
  component: WidgetPreview,
  args: { widget, render: { ...STORY_RENDER, metadata: metadataOf('Chile', MAP_SITES) } },
} satisfies Meta<typeof WidgetPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The summary the screen readers get. */
function summaryOf(frame: HTMLElement): string {
  return frame.querySelector('[data-summary]')?.textContent ?? '';
}

export const Typical: Story = {
  args: { data: 'mock' },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    await expect(canvas.getByRole('heading', { name: 'Mapa de sucursales' })).toBeVisible();
    await waitFor(() => expect(frame.querySelectorAll('circle[data-point]')).toHaveLength(MAP_SITES.length));
    // The outline is Chile's (the points lie there), and each dealer sits at its coordinates.
    await expect(frame.querySelectorAll('svg path')).toHaveLength(1);
    await expect(frame.querySelector('circle[data-point="502"] title')?.textContent).toMatch(
      /^Automotora Los Andes: \d+,\d \(n = [\d.]+\)$/,
    );
    await expect(within(frame.querySelector<HTMLElement>('[data-legend]')!).getByText('> 8')).toBeVisible();
    await expect(canvas.getByText(/^Mayor: .+ \(\d+,\d\) · Menor: .+ \(\d+,\d\)$/)).toBeVisible();
    await expect(summaryOf(frame)).toMatch(/^Mapa de sucursales: 12 de 12 geografías en el mapa\./);
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

// 1,000 dealers: a 40-character name, 0, 10, −100, an empty sample, one dealer without coordinates.
const many: MapGeography[] = Array.from({ length: 1000 }, (_, i) => ({
  id: i + 1,
  name: i === 0 ? LONG_LABEL : `Sucursal ${i + 1}`,
  coordinates: [-70.3 - ((i * 7) % 30) / 10, -18.6 - (i % 35)],
}));
const manyRows: IndicatorRow[] = many.map((g, i) => ({
  group: g.name,
  groupId: i === 999 ? 99999 : g.id,
  groupName: g.name,
  label: g.name,
  value: i === 0 ? 0 : i === 1 ? 10 : i === 2 ? -100 : i === 3 ? null : (i % 100) / 10,
  count: i === 0 ? 5000 : i < 4 ? 4000 : 10 + (i % 50),
}));

export const Extreme: Story = {
  args: {
    data: { rows: [manyRows] },
    render: { ...STORY_RENDER, metadata: metadataOf('Chile', many) },
  },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    // At most 300 points are drawn, the largest samples first; the summary says so.
    await waitFor(() => expect(frame.querySelectorAll('circle[data-point]')).toHaveLength(300));
    await expect(frame.querySelector('circle[data-point="1"] title')?.textContent).toBe(
      `${LONG_LABEL}: 0,0 (n = 5.000)`,
    );
    await expect(frame.querySelector('circle[data-point="4"] title')?.textContent).toMatch(/^Sucursal 4: sin dato/);
    const summary = summaryOf(frame);
    await expect(summary).toContain('999 de 1.000 geografías en el mapa');
    await expect(summary).toContain('Mayor: Sucursal 2 (10,0).');
    await expect(summary).toContain('Menor: Sucursal 3 (-100,0).');
    await expect(summary).toContain('Sin ubicación en el mapa: 1.');
    await expect(summary).toContain('Se dibujan 300 de 999 puntos');
  },
};

// The health insurer's map of Mexico: satisfaction by state, 90 as the cut-off of the colour scale.
const CUT_OFF_90 = {
  bands: [
    { below: 90, color: 'red' },
    { from: 90, color: 'green' },
  ],
};

export const MexicoStates: Story = {
  args: {
    data: 'mock',
    widget: widgetOf('map', {
      title: { es: 'Satisfacción por estado', en: 'Satisfaction by state' },
      size: [2, 3],
      config: { map: 'mx-states', colorScale: CUT_OFF_90 },
      indicators: [{ indicator: 'NPS_GENERAL', groupBy: ['geoLocation'], dataType: 'list' }],
    }),
    render: { ...STORY_RENDER, metadata: metadataOf('México', MX_STATES) },
  },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await waitFor(() => expect(frame.querySelectorAll('path[data-area]')).toHaveLength(32));
    const areas = [...frame.querySelectorAll<SVGPathElement>('path[data-area]')];
    // Every state has a value, coloured by the 90 cut-off.
    for (const area of areas) {
      const value = Number(area.dataset.value);
      await expect(area.dataset.value).not.toBe('');
      await expect(area.getAttribute('fill')).toBe(value >= 90 ? '#88DD76' : '#CD4245');
    }
    await expect(frame.querySelector('path[data-area="MX-JAL"] title')?.textContent).toMatch(/^Jalisco: \d+,\d$/);
    await expect(within(frame).getByText('≥ 90')).toBeVisible();
    await expect(summaryOf(frame)).toMatch(/^Satisfacción por estado: 32 de 32 geografías en el mapa\./);
  },
};

export const ChileRegions: Story = {
  args: {
    data: 'mock',
    widget: widgetOf('map', {
      title: { es: 'Satisfacción por región', en: 'Satisfaction by region' },
      size: [1, 3],
      config: { map: 'cl-regions', colorScale: 'percent' },
      indicators: [{ indicator: 'CSAT_GENERAL', groupBy: ['geoLocation'], dataType: 'list' }],
    }),
    render: { ...STORY_RENDER, metadata: metadataOf('Chile', CL_REGIONS) },
  },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await waitFor(() => expect(frame.querySelectorAll('path[data-area]')).toHaveLength(15));
    await expect(frame.querySelector('path[data-area="CL-RM"] title')?.textContent).toMatch(
      /^Metropolitana de Santiago: \d+,\d$/,
    );
    // The shapes predate Ñuble (2018): its row is counted as not on the map.
    await expect(summaryOf(frame)).toContain('15 de 16 geografías en el mapa');
    await expect(summaryOf(frame)).toContain('Sin ubicación en el mapa: 1.');
  },
};

export const World: Story = {
  args: {
    data: 'mock',
    widget: widgetOf('map', {
      title: { es: 'Satisfacción por país', en: 'Satisfaction by country' },
      size: [2, 2],
      config: { map: 'world', colorScale: 'percent' },
      indicators: [{ indicator: 'CSAT_GENERAL', groupBy: ['geoLocation'], dataType: 'list' }],
    }),
    render: { ...STORY_RENDER, metadata: metadataOf('Mundo', WORLD_COUNTRIES) },
  },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    await waitFor(() => expect(frame.querySelectorAll('path[data-area]').length).toBeGreaterThan(150));
    const chile = frame.querySelector<SVGPathElement>('path[data-area="152"]');
    await expect(chile?.dataset.value).toMatch(/^\d/);
    await expect(frame.querySelector('path[data-area="250"]')?.getAttribute('fill')).toBe('#F8FAFC');
    await expect(summaryOf(frame)).toMatch(/^Satisfacción por país: 9 de 9 geografías en el mapa\./);
  },
};
