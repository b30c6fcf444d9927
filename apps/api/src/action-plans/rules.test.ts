import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../test-support/harness.js';
import { TenantStore } from '../tenants/TenantStore.js';
import { cleanFileName, MAX_FILE_NAME, refuseEvidence } from './evidence-types.js';
import type { PlanStatus } from './tables.js';
import { hasIndicator, nodeNames, planGeoLevel } from './tenant-lookups.js';
import { PLAN_STATUSES, activityStatusOf, isEditable, transitionAction } from './transitions.js';

describe('plan transitions', () => {
  it('allows the designed moves with the action each needs, and nothing else', () => {
    const allowed: Record<string, string> = {};
    for (const from of PLAN_STATUSES) {
      for (const to of PLAN_STATUSES) {
        const action = transitionAction(from, to);
        if (action) allowed[`${from}>${to}`] = action;
      }
    }
    expect(allowed).toEqual({
      'OPEN>IN_PROGRESS': 'update',
      'OPEN>CLOSED': 'close',
      'OPEN>CANCELLED': 'close',
      'IN_PROGRESS>OPEN': 'update',
      'IN_PROGRESS>CLOSED': 'close',
      'IN_PROGRESS>CANCELLED': 'close',
      'CLOSED>IN_PROGRESS': 'close',
      'CANCELLED>OPEN': 'close',
    });
    for (const s of PLAN_STATUSES) expect(transitionAction(s, s)).toBeUndefined();
  });

  it('keeps closed and cancelled plans read-only', () => {
    const editable = (['OPEN', 'IN_PROGRESS', 'CLOSED', 'CANCELLED'] as PlanStatus[]).map(isEditable);
    expect(editable).toEqual([true, true, false, false]);
  });

  it('derives activity status from progress at the bounds', () => {
    expect([0, 1, 99, 100].map(activityStatusOf)).toEqual(['PENDING', 'IN_PROGRESS', 'IN_PROGRESS', 'DONE']);
  });
});

describe('evidence allow-list', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
  const pdf = new TextEncoder().encode('%PDF-1.7 ...');
  it('accepts listed types whose name and bytes match', () => {
    expect(refuseEvidence('a.png', 'image/png', png)).toBeUndefined();
    expect(refuseEvidence('A.PDF', 'application/pdf; charset=binary', pdf)).toBeUndefined();
    expect(refuseEvidence('notas.txt', 'text/plain', new TextEncoder().encode('ñandú'))).toBeUndefined();
    expect(
      refuseEvidence(
        'x.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        Uint8Array.from([0x50, 0x4b, 3, 4]),
      ),
    ).toBeUndefined();
  });
  it('refuses unlisted types, mismatched names or bytes, and empty files, saying why', () => {
    expect(refuseEvidence('a.svg', 'image/svg+xml', new TextEncoder().encode('<svg/>'))).toContain('no está permitido');
    expect(refuseEvidence('a.html', 'text/html', new TextEncoder().encode('<p>'))).toContain('no está permitido');
    expect(refuseEvidence('a.exe', 'image/png', png)).toContain('no corresponde');
    expect(refuseEvidence('a.png', 'image/png', pdf)).toContain('no es image/png');
    expect(refuseEvidence('a.txt', 'text/plain', Uint8Array.from([0x61, 0, 0x62]))).toContain('no es text/plain');
    expect(refuseEvidence('a.txt', 'text/plain', Uint8Array.from([0xff, 0xfe]))).toContain('no es text/plain');
    expect(refuseEvidence('a.txt', 'text/plain', new Uint8Array())).toContain('vacío');
    expect(refuseEvidence('', 'text/plain', png)).toContain('no tiene nombre');
  });
  it('cleans file names to their last segment without control characters, keeping the extension', () => {
    expect(cleanFileName('C:\\fotos\\..\\a"b\u0001.png')).toBe('ab.png');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    const long = cleanFileName(`${'x'.repeat(500)}.pdf`);
    expect(long).toHaveLength(MAX_FILE_NAME);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('tenant lookups', () => {
  const files = new TenantStore(path.join(REPO, 'dashboards')).get('auto-b')!;
  it('finds the branch level named by actionPlans.geoLeafLevel, else the deepest level', () => {
    expect(planGeoLevel(files)).toBe(4);
    const unnamed = {
      ...files,
      metadata: {
        ...files.metadata,
        value: {
          ...files.metadata.value,
          geographies: { ...files.metadata.value.geographies, levels: [{ level: 1, name: { es: 'País' } }] },
        },
      },
    };
    expect(planGeoLevel(unnamed)).toBe(4);
  });
  it('names nodes and knows the indicator codes', () => {
    expect(nodeNames(files).geographies.get(10201)).toBe('Pampa Norte Antofagasta');
    expect(nodeNames(files).criticalMoments.get(2)).toBe('Postventa');
    expect(hasIndicator(files, 'VENTA_NPS')).toBe(true);
    expect(hasIndicator(files, 'toString')).toBe(false);
  });
});
