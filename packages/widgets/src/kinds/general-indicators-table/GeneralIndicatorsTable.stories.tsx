import type { Meta, StoryObj } from '@storybook/react-vite';
import { normaliseRows, type IndicatorRow } from '@voz/core';
import { WidgetPreview } from '@voz/dashboard';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  bodyRows,
  EMPTY_STORY,
  ERROR_STORY,
  frameIn,
  groups,
  LOADING_STORY,
  LONG_LABEL,
  single,
  STORY_RENDER,
  widgetOf,
} from '../../stories/fixtures.js';

// The CXO dashboard's 'Otros indicadores' (dashboards/auto-b/cxo.json), one request per general
// indicator of the indicators report, on a 0–10 scale.
const GENERAL = [
  ['ATENCION_GENERAL', 'Atención general', 'Overall attention'],
  ['CSAT_GENERAL', 'Satisfacción general', 'Overall satisfaction'],
  ['FACILIDAD_GENERAL', 'Facilidad', 'Ease'],
  ['NPS_GENERAL', 'Recomendación', 'Recommendation'],
  ['TIEMPO_ESPERA_GENERAL', 'Tiempo de espera', 'Waiting time'],
] as const;

const widget = widgetOf('general-indicators-table', {
  title: { es: 'Otros indicadores', en: 'Other indicators' },
  helpText: {
    es: 'NPS y satisfacción generales de cada momento crítico (reporte de indicadores).',
    en: 'Overall indicators.',
  },
  size: [4, 3],
  config: { colorScale: 'nps10' },
  indicators: GENERAL.map(([indicator, es, en]) => ({ indicator, label: { es, en } })),
});

/** Extremes: 0, 10, an empty sample, a 40-character label, social counts, and a report of 1,000 places. */
const extremeWidget = widgetOf('general-indicators-table', {
  title: { es: 'Otros indicadores', en: 'Other indicators' },
  size: [4, 3],
  config: { colorScale: 'nps10' },
  indicators: [
    { indicator: 'ATENCION_GENERAL', label: { es: LONG_LABEL, en: LONG_LABEL } },
    { indicator: 'CSAT_GENERAL' },
    { indicator: 'FACILIDAD_GENERAL', label: { es: 'Facilidad', en: 'Ease' } },
    { indicator: 'SENTIMENT', label: { es: 'Sentimiento', en: 'Sentiment' } },
    {
      indicator: 'ANALYTICS_SENTIMENT',
      label: { es: 'Menciones', en: 'Mentions' },
      url: 'reports/indicators-social',
      dataType: 'list',
    },
  ],
});

const social = (positive: number, negative: number): Partial<IndicatorRow> => ({ positive, negative, neutral: 0 });
const EXTREME_ROWS: IndicatorRow[][] = [
  [single(0, 1)],
  [single(10, 1_000_000)],
  [single(null, 0)],
  [{ ...single(100, 1200), ...social(1200, 0) }],
  groups(1000, 0, 10, (i) => social(i, 1000 - i)),
];

const meta = {
  title: 'Widgets/Tabla de indicadores generales',
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
    await expect(canvas.getByRole('heading', { name: 'Otros indicadores' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Otros indicadores' });
    const rows = bodyRows(table);
    // One row per request, named by its label, with its value and sample.
    await expect(rows.map((r) => r[0])).toEqual(GENERAL.map(([, es]) => es));
    for (const row of rows) {
      await expect(row[1]).toMatch(/^\d+,\d$/);
      await expect(row[2]).toMatch(/^[\d.]+$/);
    }
    await expect(canvas.queryByRole('columnheader', { name: /Positivos/ })).toBeNull();
    // Keyboard-sortable headers.
    const header = canvas.getByRole('columnheader', { name: /^Valor/ });
    within(header).getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(header.getAttribute('aria-sort')).not.toBe('none'));
  },
};

export const Loading: Story = LOADING_STORY;

export const Empty: Story = EMPTY_STORY;

export const Error: Story = ERROR_STORY;

export const Extreme: Story = {
  args: { widget: extremeWidget, data: { rows: EXTREME_ROWS } },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const canvas = within(frame);
    const table = canvas.getByRole('table', { name: 'Otros indicadores' });
    // Social counts get their columns: indicator, value, positive, negative, sample.
    await expect(canvas.getByRole('columnheader', { name: /Positivos/ })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Negativos/ })).toBeVisible();
    const rows = bodyRows(table);
    await expect(rows[0]).toEqual([LONG_LABEL, '0,0', '—', '—', '1']);
    await expect(table.querySelector(`[title="${LONG_LABEL}"]`)).not.toBeNull();
    // No label: the indicator code; a million answers written with the locale's grouping.
    await expect(rows[1]).toEqual(['CSAT_GENERAL', '10,0', '—', '—', '1.000.000']);
    await expect(rows[2]).toEqual(['Facilidad', '—', '—', '—', '0']);
    await expect(rows[3]).toEqual(['Sentimiento', '100,0', '1.200', '0', '1.200']);
    // The 1,000-place report: paginated, and the summary says so.
    await expect(rows).toHaveLength(15);
    await expect(canvas.getByText('Página 1 de 67')).toBeVisible();
    await expect(canvas.getByText(/Se muestran 15 filas por página \(67 páginas\)/)).toBeInTheDocument();
    await expect(rows[4]?.[0]).toBe(`Menciones · ${LONG_LABEL}`);
  },
};

/** reports/indicators-dashboard as the API answers it: a row per critical moment, a column per general indicator. */
const REPORT = [
  {
    criticalMoment: 1,
    criticalMomentDescription: 'Venta',
    group: 'Venta',
    groupId: 1,
    groupName: 'Venta',
    label: 'Venta',
    NPS_GENERAL: 8.4,
    CSAT_GENERAL: 4.1,
  },
  {
    criticalMoment: 2,
    criticalMomentDescription: 'Postventa',
    group: 'Postventa',
    groupId: 2,
    groupName: 'Postventa',
    label: 'Postventa',
    NPS_GENERAL: 5.2,
    CSAT_GENERAL: null,
  },
];

/** The report read as the portal reads it (core normaliseRows): each request takes its indicator's column. */
export const Report: Story = {
  args: {
    widget: widgetOf('general-indicators-table', {
      title: { es: 'Otros indicadores', en: 'Other indicators' },
      size: [4, 3],
      config: { colorScale: 'nps10' },
      indicators: [
        {
          indicator: 'NPS_GENERAL',
          label: { es: 'NPS', en: 'NPS' },
          url: 'reports/indicators-dashboard',
          dataType: 'list',
        },
        {
          indicator: 'CSAT_GENERAL',
          label: { es: 'CSAT', en: 'CSAT' },
          url: 'reports/indicators-dashboard',
          dataType: 'list',
        },
      ],
    }),
    data: { source: { fetch: ({ request }) => Promise.resolve(normaliseRows(REPORT, request)) } },
  },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const table = within(frame).getByRole('table', { name: 'Otros indicadores' });
    // One line per request and moment, the value its indicator's column; no sample column (the report has none).
    await expect(bodyRows(table)).toEqual([
      ['NPS · Venta', '8,4'],
      ['NPS · Postventa', '5,2'],
      ['CSAT · Venta', '4,1'],
      ['CSAT · Postventa', '—'],
    ]);
    await expect(within(frame).queryByRole('columnheader', { name: /Muestra|Respuestas/ })).toBeNull();
  },
};

/**
 * 1–5 averages and an NPS in one table (the bank's general indicators): each request names its
 * own scale, so 4,2 is green on CSAT and 35 amber on the NPS scale, where the widget's 0–10 scale
 * would have painted both green.
 */
export const PerRequestScales: Story = {
  args: {
    widget: widgetOf('general-indicators-table', {
      title: { es: 'Indicadores generales', en: 'General indicators' },
      size: [4, 3],
      config: { colorScale: 'nps10' },
      indicators: [
        { indicator: 'CSAT_GENERAL', label: { es: 'CSAT', en: 'CSAT' }, colorScale: 'csat' },
        { indicator: 'NPS_GENERAL', label: { es: 'NPS', en: 'NPS' }, colorScale: 'nps100' },
        { indicator: 'ATENCION_GENERAL', label: { es: 'Atención', en: 'Attention' } },
      ],
    }),
    data: { rows: [[single(4.2, 300)], [single(35, 300)], [single(9.1, 300)]] },
  },
  play: async ({ canvasElement }) => {
    const frame = await frameIn(canvasElement, 'ready');
    const badges = [...frame.querySelectorAll<HTMLElement>('[data-value]')];
    await expect(badges.map((b) => b.textContent)).toEqual(['4,2', '35,0', '9,1']);
    // CSAT on csat (green from 4), NPS on nps100 (amber 0–50), attention on the widget's nps10 (green above 8).
    await expect(badges.map((b) => getComputedStyle(b).backgroundColor)).toEqual([
      'rgb(136, 221, 118)',
      'rgb(243, 175, 90)',
      'rgb(136, 221, 118)',
    ]);
  },
};
