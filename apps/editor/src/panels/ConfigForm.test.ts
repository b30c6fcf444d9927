// @vitest-environment jsdom
import { TranslatableString } from '@rjsf/utils';
import { act, cleanup, fireEvent, render, within } from '@testing-library/react';
import { WIDGET_KINDS } from '@voz/schema';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configSchemaOf } from '../model/configSchema.js';
import { ConfigForm } from './ConfigForm.js';
import { configUiSchema, formSchemaOf } from './configUiSchema.js';
import { RJSF_SPANISH, translateString } from './formStrings.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(cleanup);

function renderForm(type: string, config: Record<string, unknown> | undefined, onChange = vi.fn()) {
  const view = render(createElement(ConfigForm, { widget: { id: 'w1', type, config }, onChange }));
  return { ...view, onChange, form: within(view.container) };
}

/**
 * The English texts of a kind's bundled schema: every description, and the titles of its
 * definitions (a field's Spanish title comes with its `x-voz-help`; a definition's names a type).
 */
function englishOf(type: string): { descriptions: string[]; titles: string[] } {
  const descriptions: string[] = [];
  const titles: string[] = [];
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(collect);
    else if (node && typeof node === 'object') {
      const spanish = 'x-voz-help' in node;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'description' && typeof value === 'string') descriptions.push(value);
        else if (key === 'title' && typeof value === 'string') {
          if (!spanish) titles.push(value);
        } else if (key !== 'x-voz-help' && key !== 'x-voz-enumNames') collect(value);
      }
    }
  };
  collect(configSchemaOf(type));
  return { descriptions, titles };
}

/** Every `ui:title` of a uiSchema: the Spanish labels the schema's annotations give the form. */
function titlesOfUi(ui: unknown): string[] {
  if (Array.isArray(ui)) return ui.flatMap(titlesOfUi);
  if (!ui || typeof ui !== 'object') return [];
  return Object.entries(ui).flatMap(([key, value]) =>
    key === 'ui:title' ? (typeof value === 'string' ? [value] : []) : titlesOfUi(value),
  );
}

/** The labels and legends the form shows, without rjsf's required mark. */
const labelsOf = (container: HTMLElement): string[] =>
  [...container.querySelectorAll('label, legend')].map((el) => el.textContent.replace(/\*$/, '').trim());

describe('ConfigForm in Spanish', () => {
  it('shows the advisor table in Spanish: labels, helps and the names of the advisor column, no schema English', () => {
    const { container, form } = renderForm('advisor-table', { decimals: 1, advisorLabel: { es: 'Conductor' } });
    expect(form.getByLabelText('Decimales')).toHaveProperty('value', '1');
    expect(form.getByText(/^Cantidad de decimales mostrados/)).toBeTruthy();
    expect(form.getByLabelText('Filas por página')).toBeTruthy();
    expect(form.getByText('Encabezado de la columna de nombres')).toBeTruthy();
    expect(form.getByLabelText(/^Español/)).toHaveProperty('value', 'Conductor');
    expect(form.getByLabelText('Inglés')).toHaveProperty('value', '');
    const text = container.textContent;
    for (const english of englishOf('advisor-table').descriptions) expect(text).not.toContain(english);
    for (const key of ['decimals', 'pageSize', 'advisorLabel', 'colorScale', 'es', 'en'])
      expect(labelsOf(container)).not.toContain(key);
    expect(text).not.toMatch(/Rows per page|Decimals shown|Header of the column/);
  });

  it.each(WIDGET_KINDS.map((k) => [k.type] as const))(
    '%s: no label is a property key or a schema title, no help is English',
    (type) => {
      // Lists with one palette colour and one #RRGGBB colour, so their items and both alternatives show.
      const config = WIDGET_KINDS.find((k) => k.type === type)!.configProperties.includes('colors')
        ? { colors: ['chart1', '#112233'] }
        : undefined;
      const { container } = renderForm(type, config);
      const spanishTitles = new Set(titlesOfUi(configUiSchema(formSchemaOf(type))));
      const { descriptions, titles } = englishOf(type);
      const labels = labelsOf(container);
      const keys = WIDGET_KINDS.find((k) => k.type === type)!.configProperties;
      expect(labels.filter((l) => keys.includes(l))).toEqual([]);
      expect(labels.filter((l) => titles.includes(l) && !spanishTitles.has(l))).toEqual([]);
      const text = container.textContent;
      expect(descriptions.filter((d) => text.includes(d))).toEqual([]);
    },
  );

  it("names the list buttons, the alternatives and the values in Spanish (rjsf's own strings too)", () => {
    const { container, form } = renderForm('pie', { colors: ['chart1', '#112233'], variant: 'yesNo' });
    const titles = [...container.querySelectorAll('button')].map((b) => b.getAttribute('title'));
    expect(new Set(titles)).toEqual(new Set(['Subir', 'Bajar', 'Quitar', 'Añadir']));
    expect(form.getAllByRole('option', { name: 'Color de la paleta' })).toHaveLength(2);
    expect(form.getAllByRole('option', { name: 'Color explícito' })).toHaveLength(2);
    expect(form.getByRole('option', { name: 'Gráfico 1 (azul)', selected: true })).toBeTruthy();
    expect(form.getByRole('option', { name: 'Sí / No', selected: true })).toBeTruthy();
    expect(container.textContent).not.toMatch(/\b(Add|Remove|Move up|Move down|Option \d|Item|Yes)\b/);
  });

  it('translates every rjsf string, with its parameters', () => {
    expect(Object.keys(RJSF_SPANISH).sort()).toEqual(Object.values(TranslatableString).sort());
    expect(translateString(TranslatableString.AddItemButton)).toBe('Añadir elemento');
    expect(translateString(TranslatableString.YesLabel)).toBe('Sí');
    expect(translateString(TranslatableString.OptionPrefix, ['2'])).toBe('Opción 2');
    expect(translateString(TranslatableString.TitleOptionPrefix, ['Color', '1'])).toBe('Color: opción 1');
  });

  it('keeps the colour scale out of the form and in the configuration it sends back', () => {
    const { container, form, onChange } = renderForm('advisor-table', { decimals: 1, colorScale: 'npsScore' });
    expect(container.querySelector('[id^="root_colorScale"]')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      fireEvent.change(form.getByLabelText('Decimales'), { target: { value: '2' } });
    });
    expect(onChange).toHaveBeenLastCalledWith({ decimals: 2, colorScale: 'npsScore' });
  });
});
