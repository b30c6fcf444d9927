// The editor's preview resolves with the tenant's trees: the hospital demo (dashboards/hospital) shows a
// network's view for one of its centres (`geographies.within`), as the portal does.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Bundle, FileText } from '../api/authoring.js';
import { DEFAULT_SIMULATION, resolveOpen, workspaceOf, workspaceTrees } from './workspace.js';

const DASHBOARDS = fileURLToPath(new URL('../../../../dashboards/', import.meta.url));

function filesUnder(dir: string, prefix = ''): { path: string; text: string }[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesUnder(dir, relative);
    return entry.name.endsWith('.json')
      ? [{ path: relative, text: fs.readFileSync(path.join(dir, relative), 'utf8') }]
      : [];
  });
}

const bundle: Bundle = {
  files: filesUnder(path.join(DASHBOARDS, 'hospital')).map((file): FileText => ({
    ...file,
    kind: 'dashboard',
    version: '1',
  })),
  shared: filesUnder(path.join(DASHBOARDS, '_shared')).map((file) => ({ ...file, version: '1' })),
};
const ws = workspaceOf('hospital', bundle);
const demoText = bundle.files.find((file) => file.path === 'demo.json')?.text ?? '{}';

function visibleIds(geographies: number[]): string[] {
  const resolved = resolveOpen(ws, 'demo.json', JSON.parse(demoText), { ...DEFAULT_SIMULATION, geographies });
  return (resolved?.widgets ?? []).filter((w) => w.visible).map((w) => w.widget.id);
}

describe('the preview of the hospital demo', () => {
  it('reads the trees of metadata.json once per parsed file', () => {
    expect(workspaceTrees(ws)?.parentOf('geographies', 207)).toBe(20);
    expect(workspaceTrees(ws)).toBe(workspaceTrees(ws));
    const { metadata: _dropped, ...withoutMetadata } = ws;
    expect(workspaceTrees(withoutMetadata)).toBeUndefined();
  });

  it('shows the CEDIASA view for the network and for one of its centres', () => {
    for (const selection of [[20], [207], [201, 212]]) {
      const ids = visibleIds(selection);
      expect(ids).toContain('cediasa-line');
      expect(ids.some((id) => id.startsWith('other-'))).toBe(false);
      expect(ids.some((id) => id.startsWith('hosp-'))).toBe(false);
    }
  });

  it('shows the "other" view for centres of two networks, and the root view for none', () => {
    const mixed = visibleIds([101, 207]);
    expect(mixed.some((id) => id.startsWith('other-'))).toBe(true);
    expect(mixed).not.toContain('cediasa-line');
    expect(visibleIds([])).toContain('root-cediasa-line');
  });
});

describe('why a widget is hidden, in the interface language', () => {
  const hidden = (language?: 'es' | 'en') => {
    const sim = { ...DEFAULT_SIMULATION, geographies: [101] };
    const resolved = resolveOpen(ws, 'demo.json', JSON.parse(demoText), sim, language);
    return resolved?.widgets.find((w) => w.widget.id === 'cediasa-line')?.hiddenBy;
  };

  it('is core’s Spanish by default and English on request, on the same failing node', () => {
    const spanish = hidden();
    const english = hidden('en');
    expect(spanish?.message).toMatch(/^Se muestra solo si /);
    expect(hidden('es')).toEqual(spanish);
    expect(english?.message).toMatch(/^Shown only if .*\(currently: 101\)$/);
    expect(english?.pointer).toBe(spanish?.pointer);
    expect(english?.condition).toEqual(spanish?.condition);
  });
});
