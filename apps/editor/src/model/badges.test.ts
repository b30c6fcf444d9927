import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cloneJson } from '@voz/core';
import type { Dashboard } from '@voz/schema';
import type { Diagnostic } from '@voz/validation';
import { describe, expect, it } from 'vitest';
import type { Bundle } from '../api/authoring.js';
import { problemsByCard } from './badges.js';
import { DEFAULT_SIMULATION, resolveOpen, workspaceOf } from './workspace.js';

const DASHBOARDS = fileURLToPath(new URL('../../../../dashboards/', import.meta.url));

/** A folder of dashboards/ as the bundle endpoint sends it. */
function bundleOf(tenant: string): Bundle {
  const read = (folder: string, sub = ''): { path: string; version: string; text: string }[] =>
    readdirSync(`${DASHBOARDS}${folder}/${sub}`, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? entry.name === 'fragments'
          ? read(folder, 'fragments/')
          : []
        : entry.name.endsWith('.json')
          ? [
              {
                path: `${sub}${entry.name}`,
                version: 'v',
                text: readFileSync(`${DASHBOARDS}${folder}/${sub}${entry.name}`, 'utf8'),
              },
            ]
          : [],
    );
  return {
    files: read(tenant).map((f) => ({ ...f, kind: 'dashboard' as const })),
    shared: read('_shared'),
  };
}

function problem(file: string, pointer: string, widgetId: string | null): Diagnostic {
  return { ruleId: 'schema', severity: 'error', file, line: 1, column: 1, pointer, widgetId, message: '', hint: '' };
}

describe('problemsByCard', () => {
  const ws = workspaceOf('auto-b', bundleOf('auto-b'));
  const doc = JSON.parse(ws.texts.get('cxo.json')!) as unknown;
  const resolved = resolveOpen(ws, 'cxo.json', doc, DEFAULT_SIMULATION);

  it('badges every card a fragment became, whatever prefix its include gave the ids', () => {
    expect(resolved?.widgets.some((w) => w.widget.id === 'general-act-title')).toBe(true);
    const counts = problemsByCard(
      [problem('fragments/activity.json', '/widgets/0/size', 'act-title')],
      resolved,
      'cxo.json',
      'auto-b',
    );
    expect(counts.get('general-act-title')).toBe(1);
    expect(counts.get('venta-act-title')).toBe(1);
    expect(counts.has('act-title')).toBe(false);
  });

  it("badges the open file's own widgets by where they are written, and falls back to the widget id", () => {
    const own = resolved!.widgets.find((w) => w.origin.file.kind === 'self')!;
    const counts = problemsByCard(
      [problem('cxo.json', `${own.origin.pointer}/title`, null), problem('cxo.json', '/widgets/999', 'elsewhere')],
      resolved,
      'cxo.json',
      'auto-b',
    );
    expect(counts.get(own.widget.id)).toBe(1);
    expect(counts.get('elsewhere')).toBe(1);
  });
});

describe('problemsByCard with indicatorMap', () => {
  // auto-s's fragments/servicio.json includes _shared/fragments/automotive-posventa.json with
  // indicatorMap { "POSVENTA_*": "SERVICIO_*", ... }; nacionalPosventa.json includes servicio.
  const ws = workspaceOf('auto-s', bundleOf('auto-s'));
  const doc = JSON.parse(ws.texts.get('nacionalPosventa.json')!) as Dashboard;
  const resolved = resolveOpen(ws, 'nacionalPosventa.json', doc, DEFAULT_SIMULATION);
  const entry = '/includes/0/indicatorMap/POSVENTA_*';

  it('badges the card a rename written in a fragment names, not the fragment section', () => {
    const counts = problemsByCard(
      [problem('fragments/servicio.json', entry, 'servicio-nps')],
      resolved,
      'nacionalPosventa.json',
      'auto-s',
    );
    expect([...counts]).toEqual([['servicio-nps', 1]]);
  });

  it('badges every card the entry renamed when the diagnostic names none of them', () => {
    const counts = problemsByCard(
      [problem('fragments/servicio.json', entry, null)],
      resolved,
      'nacionalPosventa.json',
      'auto-s',
    );
    expect(counts.get('servicio-nps')).toBe(1);
    expect(counts.get('servicio-satisfaction-by-zone')).toBe(1);
    // The title asks for nothing; the invitations ask for INVITACIONES_POSVENTA, which the prefix leaves.
    expect(counts.has('servicio-title')).toBe(false);
    expect(counts.has('servicio-invitations')).toBe(false);
    // The other entry (the exact name) renamed only the type of service.
    const exact = problemsByCard(
      [problem('fragments/servicio.json', '/includes/0/indicatorMap/POSVENTA_TIPO_SERVICIO', null)],
      resolved,
      'nacionalPosventa.json',
      'auto-s',
    );
    expect([...exact]).toEqual([['servicio-service-type', 1]]);
  });

  it('badges the card of a rename written in the open dashboard', () => {
    const mapped = cloneJson(doc);
    mapped.includes![0]!.indicatorMap = { SERVICIO_NPS: 'SERVICIO_NPS_10' };
    const again = resolveOpen(ws, 'nacionalPosventa.json', mapped, DEFAULT_SIMULATION);
    const counts = problemsByCard(
      [problem('nacionalPosventa.json', '/includes/0/indicatorMap/SERVICIO_NPS', 'servicio-nps-trend')],
      again,
      'nacionalPosventa.json',
      'auto-s',
    );
    expect([...counts]).toEqual([['servicio-nps-trend', 1]]);
  });
});
