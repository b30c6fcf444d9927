// The names of the widget kinds in the editor's dictionary: every kind of the registry has one in
// both languages, the Spanish ones are the registry's, and the editor falls back to the registry.
import { addEditorTexts, createI18n, editorEn, editorEs, type Language } from '@voz/i18n';
import { WIDGET_REGISTRY } from '@voz/widgets';
import { describe, expect, it } from 'vitest';
import { kindName } from './kindNames.js';

function texts(language: Language): (key: string) => string {
  const i18n = createI18n(language);
  addEditorTexts(i18n);
  return (key) => i18n.t(key);
}

describe('the names of the widget kinds', () => {
  const types = Object.keys(WIDGET_REGISTRY).sort();

  it('are in the dictionary for every kind of the registry, in both languages', () => {
    expect(Object.keys(editorEs.editor.kinds).sort()).toEqual(types);
    expect(Object.keys(editorEn.editor.kinds).sort()).toEqual(types);
  });

  it('are the registry’s in Spanish', () => {
    const es = texts('es');
    for (const [type, kind] of Object.entries(WIDGET_REGISTRY)) expect(kindName(type, es)).toBe(kind.name);
  });

  it('are English in the English editor', () => {
    const en = texts('en');
    expect(kindName('gauge', en)).toBe('Gauge');
    expect(kindName('pie', en)).toBe('Pie');
    expect(kindName('label', en)).toBe('Section label');
  });

  it('fall back to the registry’s name, then to the type', () => {
    const none = (key: string): string => key;
    expect(kindName('gauge', none)).toBe('Medidor');
    expect(kindName('no-such-kind', none)).toBe('no-such-kind');
  });
});
