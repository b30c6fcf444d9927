import { CURRENT_SCHEMA_VERSION } from '@voz/schema';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migrations.js';

describe('MIGRATIONS', () => {
  it('starts at version 1 and ends at the current version', () => {
    expect(MIGRATIONS[0]?.from).toBe(1);
    expect(MIGRATIONS[MIGRATIONS.length - 1]?.to).toBe(CURRENT_SCHEMA_VERSION);
  });

  it('is a chain: each step goes up by one from where the previous one ended', () => {
    MIGRATIONS.forEach((migration, i) => {
      expect(migration.to).toBe(migration.from + 1);
      if (i > 0) expect(migration.from).toBe(MIGRATIONS[i - 1]?.to);
    });
  });

  it('names each step once, in kebab-case', () => {
    const names = MIGRATIONS.map((migration) => migration.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
  });

  it('keeps the published steps (append-only)', () => {
    expect(MIGRATIONS.slice(0, 1).map(({ from, to, name }) => ({ from, to, name }))).toEqual([
      { from: 1, to: 2, name: 'legacy-widget-config' },
    ]);
  });
});
