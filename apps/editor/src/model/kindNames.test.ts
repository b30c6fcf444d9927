// The names of the widget kinds: every kind of the registry brings one in each interface language.
import { WIDGET_REGISTRY } from '@voz/widgets';
import { describe, expect, it } from 'vitest';
import { kindName } from './kindNames.js';

describe('the names of the widget kinds', () => {
  it('are given by every kind of the registry, in both languages', () => {
    for (const [type, kind] of Object.entries(WIDGET_REGISTRY)) {
      expect(kind.name.es, type).not.toBe('');
      expect(kind.name.en, type).not.toBe('');
      expect(kindName(type, 'es')).toBe(kind.name.es);
      expect(kindName(type, 'en')).toBe(kind.name.en);
    }
  });

  it('are English in the English editor', () => {
    expect(kindName('gauge', 'es')).toBe('Medidor');
    expect(kindName('gauge', 'en')).toBe('Gauge');
    expect(kindName('pie', 'en')).toBe('Pie');
    expect(kindName('label', 'en')).toBe('Section label');
  });

  it('fall back to the type for a kind the registry does not know', () => {
    expect(kindName('no-such-kind', 'en')).toBe('no-such-kind');
  });
});
