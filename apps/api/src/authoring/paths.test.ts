import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AuthoringError } from './errors.js';
import { checkPath, isEditablePath, locate } from './paths.js';

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof AuthoringError ? `${error.statusCode} ${error.code}` : String(error);
  }
};

describe('authoring paths', () => {
  it('classifies the editable files of a tenant folder', () => {
    expect(checkPath('auto-b', 'tenant.json')).toEqual({ path: 'tenant.json', kind: 'tenant' });
    expect(checkPath('auto-b', 'metadata.json').kind).toBe('metadata');
    expect(checkPath('auto-b', 'indicators.json').kind).toBe('indicators');
    expect(checkPath('auto-b', 'cxo.json').kind).toBe('dashboard');
    expect(checkPath('auto-b', 'fragments/venta.json').kind).toBe('fragment');
    expect(checkPath('_shared', 'fragments/text-analysis.json').kind).toBe('fragment');
  });

  it.each([
    '../x.json',
    'fragments/../../etc.json',
    'fragments/../cxo.json',
    './cxo.json',
    'a/b/c.json',
    'assets/logo.json',
    '/etc/passwd.json',
    'C:/x.json',
    '..\\x.json',
    'fragments\\x.json',
    '.hidden.json',
    'fragments/.x.json',
    'cxo.txt',
    'cxo',
    'cxo.json.bak',
    'con espacio.json',
    '-x.json',
    'fragments//x.json',
    'x.json/',
    '',
    `${'a'.repeat(200)}.json`,
  ])('refuses %j with 400 error.authoring.path', (relative) => {
    expect(codeOf(() => checkPath('auto-b', relative))).toBe('400 error.authoring.path');
    expect(isEditablePath('auto-b', relative)).toBe(false);
  });

  it('allows only fragments in the shared folder', () => {
    expect(codeOf(() => checkPath('_shared', 'tenant.json'))).toBe('400 error.authoring.path');
    expect(codeOf(() => checkPath('_shared', 'cxo.json'))).toBe('400 error.authoring.path');
  });

  describe('on the disk', () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-authoring-paths-'));
    const dashboards = path.join(base, 'dashboards');
    const outside = path.join(base, 'outside');
    fs.mkdirSync(path.join(dashboards, 'auto-b', 'fragments'), { recursive: true });
    fs.mkdirSync(path.join(dashboards, 'linked'), { recursive: true });
    fs.mkdirSync(outside);
    fs.writeFileSync(path.join(outside, 'secret.json'), '{}');
    fs.writeFileSync(path.join(dashboards, 'auto-b', 'cxo.json'), '{}');
    fs.symlinkSync(path.join(outside, 'secret.json'), path.join(dashboards, 'auto-b', 'evil.json'));
    fs.symlinkSync(outside, path.join(dashboards, 'linked', 'fragments'));
    fs.symlinkSync(outside, path.join(dashboards, 'away'));
    afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

    it('locates regular files and files still to be created', () => {
      expect(locate(dashboards, 'auto-b', checkPath('auto-b', 'cxo.json'))).toBe(
        path.join(dashboards, 'auto-b', 'cxo.json'),
      );
      expect(locate(dashboards, 'auto-b', checkPath('auto-b', 'fragments/nuevo.json'))).toBe(
        path.join(dashboards, 'auto-b', 'fragments', 'nuevo.json'),
      );
    });

    it('refuses a symlinked file, a fragments folder or a tenant folder that leads outside', () => {
      expect(codeOf(() => locate(dashboards, 'auto-b', checkPath('auto-b', 'evil.json')))).toBe(
        '400 error.authoring.path',
      );
      expect(codeOf(() => locate(dashboards, 'linked', checkPath('linked', 'fragments/secret.json')))).toBe(
        '400 error.authoring.path',
      );
      expect(codeOf(() => locate(dashboards, 'away', checkPath('away', 'secret.json')))).toBe(
        '400 error.authoring.path',
      );
    });
  });
});
