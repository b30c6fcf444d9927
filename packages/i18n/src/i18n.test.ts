import { describe, expect, it } from 'vitest';
import {
  RESOURCES,
  addEditorTexts,
  addWorkflowTexts,
  createI18n,
  editorEn,
  editorEs,
  localized,
  workflowEn,
  workflowEs,
} from './index.js';

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('i18n', () => {
  it('speaks Spanish by default and English on request', () => {
    expect(createI18n().t('widget.empty')).toBe('Sin datos para el período');
    expect(createI18n('en').t('widget.empty')).toBe('No data for the period');
  });

  it('has every key in both languages', () => {
    expect(keysOf(RESOURCES.en).sort()).toEqual(keysOf(RESOURCES.es).sort());
  });

  it('interpolates and picks plurals', () => {
    const i18n = createI18n();
    expect(i18n.t('widget.sample', { count: 1 })).toBe('Muestra: 1 respuesta');
    expect(i18n.t('widget.sample', { count: 1200 })).toBe('Muestra: 1200 respuestas');
  });

  it('reads dashboard texts with a Spanish fallback', () => {
    expect(localized({ es: 'Hola', en: 'Hello' }, 'en')).toBe('Hello');
    expect(localized({ es: 'Hola' }, 'en')).toBe('Hola');
    expect(localized(undefined, 'es')).toBe('');
  });
});

describe('the workflow texts', () => {
  it('have every key in both languages', () => {
    expect(keysOf(workflowEn).sort()).toEqual(keysOf(workflowEs).sort());
  });

  it('load into an instance once, beside the portal texts', () => {
    const i18n = createI18n();
    expect(i18n.exists('alerts.drawerTitle')).toBe(false);
    addWorkflowTexts(i18n);
    addWorkflowTexts(i18n);
    expect(i18n.t('alerts.drawerTitle')).toBe('Alertas');
    expect(i18n.t('alertStatus.IN_PROCESS')).toBe('En proceso');
    expect(i18n.t('widget.empty')).toBe('Sin datos para el período');
    void i18n.changeLanguage('en');
    expect(i18n.t('alerts.total', { count: 2 })).toBe('2 alerts');
  });
});

describe('the editor texts', () => {
  it('have every key in both languages, and no empty text', () => {
    expect(keysOf(editorEn).sort()).toEqual(keysOf(editorEs).sort());
    const texts = (value: unknown): unknown[] =>
      typeof value === 'object' && value !== null ? Object.values(value).flatMap(texts) : [value];
    for (const text of [...texts(editorEs), ...texts(editorEn)]) expect(text).toMatch(/\S/);
  });

  it('load into an instance once, under editor., beside the shared texts', () => {
    const i18n = createI18n();
    expect(i18n.exists('editor.app.signOut')).toBe(false);
    addEditorTexts(i18n);
    addEditorTexts(i18n);
    expect(i18n.t('editor.app.signOut')).toBe('Salir');
    expect(i18n.t('editor.page.copied', { count: 2 })).toBe('Se copiaron 2 widgets.');
    expect(i18n.t('widget.empty')).toBe('Sin datos para el período');
    void i18n.changeLanguage('en');
    expect(i18n.t('editor.app.signOut')).toBe('Sign out');
  });
});
