// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { createI18n, I18nProvider } from '@voz/i18n';
import type { Widget } from '@voz/schema';
import { widgetKind, type RendererProps } from '@voz/widgets';
import type { DataSource } from '@voz/data';
import { createElement, Profiler, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetPreview } from './WidgetPreview.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
afterEach(cleanup);

const nps = {
  id: 'frame-nps',
  type: 'nps',
  title: { es: 'NPS de venta' },
  size: [1, 2],
  indicators: [{ indicator: 'VENTA_NPS' }],
} as unknown as Widget;

describe('WidgetFrame', () => {
  it('draws its renderer once: saying it is ready does not draw the chart again', async () => {
    const drawn: RendererProps[] = [];
    function Counting(props: RendererProps): ReactElement {
      drawn.push(props);
      return createElement('p', null, `NPS ${props.title}`);
    }
    vi.spyOn(widgetKind('nps')!, 'load').mockResolvedValue({ default: Counting });

    const view = render(
      createElement(
        I18nProvider,
        { i18n: createI18n('es') },
        createElement(WidgetPreview, { widget: nps, data: 'mock' }),
      ),
    );
    const frame = view.container.querySelector<HTMLElement>('[data-widget-id="frame-nps"]')!;
    await waitFor(() => expect(frame.dataset.state).toBe('ready'));
    expect(view.getByText('NPS NPS de venta')).toBeTruthy();
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.rows[0]!.length).toBeGreaterThan(0);
    expect(drawn[0]!.config).toMatchObject(widgetKind('nps')!.defaults);
  });

  it('mounts in one commit while its rows load: saying it is loading does not render it again', async () => {
    // A dashboard mounts dozens of frames at once; a second render of each would double that work.
    const phases: string[] = [];
    const never: DataSource = { fetch: () => new Promise(() => undefined) };
    const view = render(
      createElement(
        I18nProvider,
        { i18n: createI18n('es') },
        createElement(
          Profiler,
          { id: 'frame', onRender: (_id: string, phase: string) => phases.push(phase) },
          createElement(WidgetPreview, { widget: nps, data: { source: never } }),
        ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const frame = view.container.querySelector<HTMLElement>('[data-widget-id="frame-nps"]')!;
    expect(frame.dataset.state).toBe('loading');
    expect(phases).toEqual(['mount']);
  });
});
