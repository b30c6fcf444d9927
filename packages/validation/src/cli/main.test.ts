import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../diagnostic.js';
import { formatDocument, formatSchemaFile } from '../format.js';
import { main } from './main.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const TENANT = 'auto-b';

interface JsonWidget {
  id: string;
  type: string;
  title?: { es?: string; en?: string };
  position?: [number, number];
  size: [number, number];
  renderCondition?: unknown;
  indicators?: { indicator: string }[];
  [key: string]: unknown;
}
interface JsonDashboard {
  widgets: JsonWidget[];
  [key: string]: unknown;
}

let tmp: string;
beforeEach(() => {
  // Each test works on its own copy of the landed tenant, so mutations never leak.
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-cli-'));
  fs.cpSync(path.join(repo, 'dashboards', TENANT), path.join(tmp, TENANT), { recursive: true });
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

function run(args: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = main(args, { cwd: tmp, stdout: (t) => (out += t), stderr: (t) => (err += t) });
  return { code, out, err };
}

function validate(): { code: number; diagnostics: Diagnostic[] } {
  const { code, out } = run(['validate', '--format', 'json', TENANT]);
  return { code, diagnostics: JSON.parse(out) as Diagnostic[] };
}

/** The landed dashboards with at least `min` widgets of their own (not only includes). */
function dashboardWithOwnWidgets(min: number): { file: string; doc: JsonDashboard } {
  for (const name of fs.readdirSync(path.join(tmp, TENANT)).sort()) {
    if (!name.endsWith('.json') || ['tenant.json', 'metadata.json', 'indicators.json'].includes(name)) continue;
    const doc = JSON.parse(fs.readFileSync(path.join(tmp, TENANT, name), 'utf8')) as JsonDashboard;
    if (doc.widgets.length >= min) return { file: name, doc };
  }
  throw new Error(`no dashboard of ${TENANT} has ${min} widgets of its own`);
}

function save(file: string, doc: unknown): void {
  fs.writeFileSync(path.join(tmp, TENANT, file), `${JSON.stringify(doc, null, 2)}\n`);
}

function expectDiagnostic(diagnostics: Diagnostic[], ruleId: string, file: string, pointer: string): Diagnostic {
  const found = diagnostics.find((d) => d.ruleId === ruleId && d.file === `${TENANT}/${file}` && d.pointer === pointer);
  expect(found, `${ruleId} at ${file}#${pointer} in ${JSON.stringify(diagnostics, null, 1)}`).toBeDefined();
  return found!;
}

describe('voz validate on the landed tenant', () => {
  it('is clean: exit 0, an empty JSON array', () => {
    const { code, diagnostics } = validate();
    expect(diagnostics).toEqual([]);
    expect(code).toBe(0);
  });

  it('reports a widget overflowing the grid at its position', () => {
    const { file, doc } = dashboardWithOwnWidgets(1);
    const i = doc.widgets.findIndex((w) => w.size[0] >= 2);
    const widget = doc.widgets[i >= 0 ? i : 0]!;
    if (widget.size[0] < 2) widget.size = [2, widget.size[1]];
    widget.position = [3, widget.position?.[1] ?? 0];
    save(file, doc);
    const { code, diagnostics } = validate();
    expect(code).toBe(1);
    const d = expectDiagnostic(diagnostics, 'grid-bounds', file, `/widgets/${i >= 0 ? i : 0}/position`);
    expect(d.widgetId).toBe(widget.id);
    expect(d.severity).toBe('error');
    expect(d.line).toBeGreaterThan(1);
  });

  it('reports two always-visible widgets overlapping at the later one', () => {
    const { file, doc } = dashboardWithOwnWidgets(0);
    const row = 500;
    doc.widgets.push(
      { id: 'probe-a', type: 'spacer', position: [0, row], size: [2, 1] },
      { id: 'probe-b', type: 'spacer', position: [1, row], size: [1, 1] },
    );
    save(file, doc);
    const { code, diagnostics } = validate();
    expect(code).toBe(1);
    expectDiagnostic(diagnostics, 'widget-overlap', file, `/widgets/${doc.widgets.length - 1}/position`);
    expect(diagnostics.filter((d) => d.ruleId === 'widget-overlap')).toHaveLength(1);
  });

  it('lets widgets share cells when their conditions exclude each other', () => {
    const { file, doc } = dashboardWithOwnWidgets(0);
    doc.widgets.push(
      { id: 'probe-a', type: 'spacer', position: [0, 500], size: [1, 1], renderCondition: { highestScope: true } },
      { id: 'probe-b', type: 'spacer', position: [0, 500], size: [1, 1], renderCondition: { highestScope: false } },
    );
    save(file, doc);
    expect(validate().diagnostics).toEqual([]);
  });

  it('reports a duplicated id at the later widget', () => {
    const { file, doc } = dashboardWithOwnWidgets(2);
    doc.widgets[1]!.id = doc.widgets[0]!.id;
    save(file, doc);
    const { code, diagnostics } = validate();
    expect(code).toBe(1);
    expectDiagnostic(diagnostics, 'duplicate-widget-id', file, '/widgets/1/id');
  });

  it('reports an unknown widget type with one precise diagnostic', () => {
    const { file, doc } = dashboardWithOwnWidgets(1);
    doc.widgets[0]!.type = 'npz';
    save(file, doc);
    const { code, diagnostics } = validate();
    expect(code).toBe(1);
    const d = expectDiagnostic(diagnostics, 'unknown-widget-type', file, '/widgets/0/type');
    expect(d.hint).toContain('nps');
    expect(diagnostics.filter((x) => x.file === `${TENANT}/${file}`)).toHaveLength(1);
  });

  it('reports an unknown property at the property', () => {
    const { file, doc } = dashboardWithOwnWidgets(1);
    doc.widgets[0]!.colour = 'red';
    save(file, doc);
    const { diagnostics } = validate();
    expectDiagnostic(diagnostics, 'schema', file, '/widgets/0/colour');
  });

  it('reports an indicator missing from indicators.json at the request', () => {
    const { file, doc } = dashboardWithOwnWidgets(1);
    let i = doc.widgets.findIndex((w) => (w.indicators?.length ?? 0) > 0);
    if (i < 0) {
      doc.widgets[0]!.indicators = [{ indicator: 'X' }];
      i = 0;
    }
    doc.widgets[i]!.indicators![0]!.indicator = 'NO_EXISTE';
    save(file, doc);
    const { code, diagnostics } = validate();
    expect(code).toBe(1);
    expectDiagnostic(diagnostics, 'unknown-indicator', file, `/widgets/${i}/indicators/0/indicator`);
  });

  it('reports a title without es at the title', () => {
    const { file, doc } = dashboardWithOwnWidgets(1);
    const i = doc.widgets.findIndex((w) => w.title);
    delete doc.widgets[i]!.title!.es;
    save(file, doc);
    const { code, diagnostics } = validate();
    expect(code).toBe(1);
    expectDiagnostic(diagnostics, 'schema', file, `/widgets/${i}/title`);
  });

  it('reports a file cut in half as a syntax diagnostic, not a crash', () => {
    const { file } = dashboardWithOwnWidgets(0);
    const full = fs.readFileSync(path.join(tmp, TENANT, file), 'utf8');
    fs.writeFileSync(path.join(tmp, TENANT, file), full.slice(0, Math.floor(full.length / 2)));
    const { code, diagnostics } = validate();
    expect(code).toBe(1);
    const d = expectDiagnostic(diagnostics, 'json-syntax', file, '');
    expect(d.line).toBeGreaterThan(1);
    // The other files are still validated: an assignment rule naming the broken file is not "missing".
    expect(diagnostics.filter((x) => x.ruleId === 'unknown-dashboard')).toEqual([]);
  });

  it('reports a missing tenant.json and still validates the rest', () => {
    fs.rmSync(path.join(tmp, TENANT, 'tenant.json'));
    const { code, diagnostics } = validate();
    expect(code).toBe(1);
    expectDiagnostic(diagnostics, 'missing-file', 'tenant.json', '');
  });

  it('prints GitHub annotations and a text report', () => {
    const { doc, file } = dashboardWithOwnWidgets(2);
    doc.widgets[1]!.id = doc.widgets[0]!.id;
    save(file, doc);
    const github = run(['validate', '--format', 'github', TENANT]);
    expect(github.code).toBe(1);
    expect(github.out).toMatch(
      new RegExp(`^::error file=${TENANT}/${file},line=\\d+,col=\\d+,title=duplicate-widget-id::`, 'm'),
    );
    const text = run(['validate', TENANT]);
    expect(text.out).toContain(`${TENANT}/${file}:`);
    expect(text.out).toContain('duplicate-widget-id');
    expect(text.out).toMatch(/1 error\(es\)/);
  });

  it('validates a folder of tenants and reports a path that does not exist', () => {
    expect(run(['validate', '.']).code).toBe(0);
    const missing = run(['validate', '--format', 'json', 'nowhere']);
    expect(missing.code).toBe(1);
    expect((JSON.parse(missing.out) as Diagnostic[])[0]).toMatchObject({ ruleId: 'missing-file', file: 'nowhere' });
  });

  it('refuses a bad command line with exit 2', () => {
    expect(run(['validate', '--format', 'xml']).code).toBe(2);
    expect(run(['frobnicate']).code).toBe(2);
  });
});

describe('voz fmt', () => {
  it('keeps every landed file byte-identical when it is already canonical', () => {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name.endsWith('.json')) files.push(p);
      }
    };
    walk(path.join(repo, 'dashboards'));
    walk(path.join(repo, 'schemas'));
    expect(files.length).toBeGreaterThan(12);
    for (const f of files) {
      const text = fs.readFileSync(f, 'utf8');
      const value: unknown = JSON.parse(text);
      const name = path.basename(f);
      const kind = name.endsWith('.schema.json')
        ? undefined
        : name === 'tenant.json'
          ? 'tenant'
          : name === 'metadata.json'
            ? 'metadata'
            : name === 'indicators.json'
              ? 'indicators'
              : path.basename(path.dirname(f)) === 'fragments'
                ? 'fragment'
                : 'dashboard';
      const canonical = kind ? formatDocument(value, kind) : formatSchemaFile(value);
      expect(canonical, path.relative(repo, f)).toBe(text);
    }
  });

  it('puts keys in schema order, checks, then rewrites', () => {
    const { file, doc } = dashboardWithOwnWidgets(1);
    const widget = doc.widgets[0]!;
    // Same content, keys reversed at every level of the widget.
    const reversed = Object.fromEntries(Object.entries(widget).reverse());
    const shuffled = Object.fromEntries(
      Object.entries({ ...doc, widgets: [reversed, ...doc.widgets.slice(1)] }).reverse(),
    );
    save(file, shuffled);
    const check = run(['fmt', '--check', TENANT]);
    expect(check.code).toBe(1);
    expect(check.out).toContain(`${TENANT}/${file}`);
    expect(run(['fmt', TENANT]).code).toBe(0);
    expect(run(['fmt', '--check', TENANT]).code).toBe(0);
    const text = fs.readFileSync(path.join(tmp, TENANT, file), 'utf8');
    expect(Object.keys(JSON.parse(text) as object)[0]).toBe('$schema');
    const first = (JSON.parse(text) as JsonDashboard).widgets[0]!;
    expect(Object.keys(first).slice(0, 2)).toEqual(['id', 'type']);
    expect(text).toMatch(/"size": \[\d+, \d+\]/);
  });

  it('refuses to format a file that is not JSON, and says so', () => {
    const { file } = dashboardWithOwnWidgets(0);
    fs.writeFileSync(path.join(tmp, TENANT, file), '{ "key": ');
    const result = run(['fmt', TENANT]);
    expect(result.code).toBe(1);
    expect(result.err).toContain(file);
  });
});

describe('voz migrate', () => {
  it('upgrades a legacy dashboard to a valid current one', () => {
    const fixture = path.join(repo, 'packages/validation/src/migrate/__fixtures__/shorthand-indicator/input.json');
    const legacy = JSON.parse(fs.readFileSync(fixture, 'utf8')) as { key: string };
    save(`${legacy.key}.json`, legacy);
    const check = run(['migrate', '--check', TENANT]);
    expect(check.code).toBe(1);
    const migrated = run(['migrate', TENANT]);
    expect(migrated.code).toBe(0);
    expect(migrated.out).toContain('versión 1 → 2');
    const written = JSON.parse(fs.readFileSync(path.join(tmp, TENANT, `${legacy.key}.json`), 'utf8')) as {
      schemaVersion: number;
    };
    expect(written.schemaVersion).toBe(2);
    expect(run(['migrate', '--check', TENANT]).code).toBe(0);
    // The upgraded file passes the schema (ids it names may still be unknown to this tenant).
    const { diagnostics } = validate();
    expect(diagnostics.filter((d) => d.file === `${TENANT}/${legacy.key}.json` && d.ruleId === 'schema')).toEqual([]);
  });
});

// These spawn the real entry points, which may first rebuild stale packages.
describe('npm run validate (scripts/voz.mjs)', { timeout: 120_000 }, () => {
  it('takes paths relative to where the command was typed', () => {
    const out = execFileSync(
      process.execPath,
      [path.join(repo, 'scripts/voz.mjs'), 'validate', '--format', 'json', TENANT],
      {
        cwd: repo,
        env: { ...process.env, INIT_CWD: tmp },
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(out)).toEqual([]);
  });

  it('prints nothing but the JSON array on stdout through npm (the .npmrc keeps npm quiet)', () => {
    const out = execFileSync('npm', ['run', 'validate', '--', '--format', 'json', path.join(tmp, TENANT)], {
      cwd: repo,
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual([]);
  });
});
