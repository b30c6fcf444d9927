import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { LandedDashboard, visibleCount } from './stories/landed.js';

// One story per landed dashboard of dashboards/ (stories/landed.test.ts keeps the list complete),
// rendered with the registry's mocked rows at the root selection (and auto-b's under a moment too):
// every visible widget must paint, none may fail. The portal's catalogue sweep
// (apps/portal/e2e/catalogue.spec.ts) opens every view with real data.

const meta = {
  title: 'Dashboards',
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

/** A story of a landed dashboard under a selection of critical moments. */
function landed(tenant: string, dashboardKey: string, criticalMoments: number[] = []): Story {
  return {
    name: `${tenant} / ${dashboardKey}${criticalMoments.length ? ` (momento ${criticalMoments.join(', ')})` : ''}`,
    args: { tenant, dashboardKey, criticalMoments },
    play: async ({ canvasElement }) => allPainted(canvasElement, visibleCount(tenant, dashboardKey, criticalMoments)),
  };
}

export const AutoBCxo: Story = landed('auto-b', 'cxo');
export const AutoBNacionalPosventa: Story = landed('auto-b', 'nacionalPosventa');
export const AutoBNacionalTestDrive: Story = landed('auto-b', 'nacionalTestDrive');
export const AutoBNacionalVenta: Story = landed('auto-b', 'nacionalVenta');
export const AutoBCxo1: Story = landed('auto-b', 'cxo', [1]);
export const AutoBNacionalVenta1: Story = landed('auto-b', 'nacionalVenta', [1]);
export const AutoBNacionalPosventa2: Story = landed('auto-b', 'nacionalPosventa', [2]);
export const AutoBNacionalTestDrive11251: Story = landed('auto-b', 'nacionalTestDrive', [11251]);
export const AutoMCxo: Story = landed('auto-m', 'cxo');
export const AutoMDistribuidor: Story = landed('auto-m', 'distribuidor');
export const AutoMDistribuidorPosventa: Story = landed('auto-m', 'distribuidorPosventa');
export const AutoMDistribuidorVenta: Story = landed('auto-m', 'distribuidorVenta');
export const AutoMNacionalPosventa: Story = landed('auto-m', 'nacionalPosventa');
export const AutoMNacionalReparacion: Story = landed('auto-m', 'nacionalReparacion');
export const AutoMNacionalVenta: Story = landed('auto-m', 'nacionalVenta');
export const AutoMZonalPosventa: Story = landed('auto-m', 'zonalPosventa');
export const AutoMZonalReparacion: Story = landed('auto-m', 'zonalReparacion');
export const AutoMZonalVenta: Story = landed('auto-m', 'zonalVenta');
export const AutoNpsCxo: Story = landed('auto-nps', 'cxo');
export const AutoNpsDistribuidor: Story = landed('auto-nps', 'distribuidor');
export const AutoNpsNacionalServicio: Story = landed('auto-nps', 'nacionalServicio');
export const AutoNpsNacionalVenta: Story = landed('auto-nps', 'nacionalVenta');
export const AutoSCxo: Story = landed('auto-s', 'cxo');
export const AutoSDistribuidor: Story = landed('auto-s', 'distribuidor');
export const AutoSDistribuidorPosventa: Story = landed('auto-s', 'distribuidorPosventa');
export const AutoSDistribuidorVenta: Story = landed('auto-s', 'distribuidorVenta');
export const AutoSNacionalPosventa: Story = landed('auto-s', 'nacionalPosventa');
export const AutoSNacionalVenta: Story = landed('auto-s', 'nacionalVenta');
export const AutoSZonalPosventa: Story = landed('auto-s', 'zonalPosventa');
export const AutoSZonalVenta: Story = landed('auto-s', 'zonalVenta');
export const BankDemo: Story = landed('bank', 'demo');
export const BusDemo: Story = landed('bus', 'demo');
export const CoffeeDemo: Story = landed('coffee', 'demo');
export const CoffeeGeneral: Story = landed('coffee', 'general');
export const CoffeeLaunch: Story = landed('coffee', 'launch');
export const CoffeeLaunches: Story = landed('coffee', 'launches');
export const CoffeeOpening: Story = landed('coffee', 'opening');
export const CoffeeSatisfaction: Story = landed('coffee', 'satisfaction');
export const DefaultDemo: Story = landed('default', 'demo');
export const FuelDemo: Story = landed('fuel', 'demo');
export const FuelExtended: Story = landed('fuel', 'extended');
export const FuelNewFeatures: Story = landed('fuel', 'newFeatures');
export const HealthDemo: Story = landed('health', 'demo');
export const HealthExternal: Story = landed('health', 'external');
export const HospitalDemo: Story = landed('hospital', 'demo');
export const HospitalSocialListening: Story = landed('hospital', 'socialListening');
export const InsurerDemo: Story = landed('insurer', 'demo');
export const PensionDemo: Story = landed('pension', 'demo');
export const PensionMarketing: Story = landed('pension', 'marketing');
export const PensionRelational: Story = landed('pension', 'relational');
export const PensionSalesForce: Story = landed('pension', 'salesForce');
export const PharmacyDemo: Story = landed('pharmacy', 'demo');

/** Drawn rows ([first, last + 1)) of the painted frames, from their grid variables. */
function drawnSpans(canvasElement: HTMLElement): { id: string; from: number; to: number }[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-widget-id]')].map((frame) => {
    const from = Number(frame.style.getPropertyValue('--voz-row')) - 1;
    return { id: frame.dataset.widgetId ?? '', from, to: from + Number(frame.style.getPropertyValue('--voz-h')) };
  });
}

/**
 * auto-m's combined distributor dashboard writes its sections one under the other (sales from row
 * 1, after-sales from 22, repair from 43, activity 64, text 73). Under repair alone, the sections
 * above are hidden and draw no rows: repair starts right under the title and no row is empty.
 */
export const AutoMDistribuidorRepairWithoutGaps: Story = {
  name: 'auto-m / distribuidor (momento 3): secciones sin huecos',
  args: { tenant: 'auto-m', dashboardKey: 'distribuidor', criticalMoments: [3] },
  play: async ({ canvasElement }) => {
    await allPainted(canvasElement, visibleCount('auto-m', 'distribuidor', [3]));
    const spans = drawnSpans(canvasElement);
    await expect(spans.find((s) => s.id === 'distribuidor-header')?.from).toBe(0);
    const repair = spans.filter((s) => s.id.startsWith('r-'));
    await expect(repair.length).toBeGreaterThan(0);
    await expect(Math.min(...repair.map((s) => s.from))).toBe(1);
    await expect(spans.some((s) => s.id.startsWith('p-') || s.id.startsWith('venta-'))).toBe(false);
    // Rows only section labels cover are low (one heading), the others the grid's 150 px.
    const height = (id: string): number =>
      canvasElement.querySelector<HTMLElement>(`[data-widget-id="${id}"]`)?.getBoundingClientRect().height ?? 0;
    await expect(height('distribuidor-header')).toBeLessThan(70);
    await expect(height('r-reparacion-title')).toBeLessThan(70);
    const bottom = Math.max(...spans.map((s) => s.to));
    const empty = Array.from({ length: bottom }, (_, r) => r).filter(
      (r) => !spans.some((s) => s.from <= r && r < s.to),
    );
    await expect(empty).toEqual([]);
  },
};
