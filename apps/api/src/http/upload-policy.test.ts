import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startDemoServer } from '../contract/demo-server.js';
import { copyDashboards, type TestServer } from '../test-support/harness.js';
import { EVIDENCE_POLICY } from './evidence.js';
import { UPLOAD_LIMITS } from './uploads.js';
import fs from 'node:fs';

// One upload policy for both upload routes (issue 30, item 6): the same refused evidence (an HTML
// file, an SVG, an executable declared as PNG, an empty file) got 400 on alert-evidence and 415 on
// action-plan-activities/{id}/evidences, with other messages, and a traversal file name was stored
// as "passwd" on one and refused on the other. Each file here goes to both routes: the answers must
// be the same, status, code and message, and a refused upload stores nothing.

const T = 'auto-b';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);

interface File {
  name: string;
  type: string;
  data: Buffer;
}

let server: TestServer;
let analyst: string;
const dashboards = copyDashboards([T]);
let routes: { alert: string; activity: string };

beforeAll(async () => {
  server = await startDemoServer({ dashboardsDir: dashboards, responses: { [T]: 400 } });
  analyst = await signIn(server, `analista@${T}.demo`);
  const alert = await sql<{ id: number }>`
    SELECT id FROM alerts WHERE tenant_id = ${T} ORDER BY id LIMIT 1`.execute(server.db);
  const activity = await sql<{ id: number }>`
    SELECT a.id FROM action_plan_activities a JOIN action_plans p ON p.tenant_id = a.tenant_id AND p.id = a.plan_id
    WHERE a.tenant_id = ${T} AND p.status IN ('OPEN', 'IN_PROGRESS') ORDER BY a.id LIMIT 1`.execute(server.db);
  const alertId = alert.rows[0]?.id;
  const activityId = activity.rows[0]?.id;
  if (alertId === undefined || activityId === undefined) throw new Error('the demo seed has no alert or open plan');
  routes = {
    alert: `/api/voc/alert-evidence/${alertId}`,
    activity: `/api/voc/action-plan-activities/${activityId}/evidences`,
  };
}, 120_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(dashboards, { recursive: true, force: true });
});

async function upload(url: string, files: readonly File[]): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([f.data], { type: f.type }), f.name);
  const answer = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${analyst}` },
    body: form,
  });
  return { status: answer.status, body: await answer.json() };
}

async function stored(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM alert_evidence WHERE tenant_id = ${T})
         + (SELECT count(*) FROM action_plan_activity_evidence WHERE tenant_id = ${T}) AS n`.execute(server.db);
  return Number(rows[0]?.n ?? 0);
}

/** Both routes' answers to the same files. */
async function both(files: readonly File[]): Promise<{ status: number; body: unknown }[]> {
  return [await upload(routes.alert, files), await upload(routes.activity, files)];
}

const REFUSED: readonly [string, File[], number, string][] = [
  ['an HTML page', [{ name: 'pagina.html', type: 'text/html', data: Buffer.from('<script>1</script>') }], 415, 'tipo'],
  ['an SVG', [{ name: 'dibujo.svg', type: 'image/svg+xml', data: Buffer.from('<svg/>') }], 415, 'tipo'],
  [
    'an executable declared as PNG',
    [{ name: 'foto.png', type: 'image/png', data: Buffer.from([0x4d, 0x5a, 0x90, 0]) }],
    415,
    'contenido',
  ],
  ['an executable named .exe', [{ name: 'foto.exe', type: 'image/png', data: PNG }], 415, 'nombre'],
  ['an empty file', [{ name: 'vacio.pdf', type: 'application/pdf', data: Buffer.alloc(0) }], 400, 'vacío'],
  [
    'a traversal name without its extension',
    [{ name: '../../etc/passwd', type: 'text/plain', data: Buffer.from('root:x:0:0') }],
    415,
    '"passwd"',
  ],
  [
    'a good file then a bad one',
    [
      { name: 'ok.png', type: 'image/png', data: PNG },
      { name: 'x.html', type: 'text/html', data: Buffer.from('<p>') },
    ],
    415,
    'body.files.1',
  ],
  [
    'more files than allowed',
    Array.from({ length: UPLOAD_LIMITS.files + 1 }, (_, i) => ({ name: `f${i}.png`, type: 'image/png', data: PNG })),
    413,
    'como máximo',
  ],
];

describe('the upload policy of alert and activity evidence', () => {
  for (const [what, files, status, words] of REFUSED) {
    it(`refuses ${what} alike on both routes (${status}), storing nothing`, async () => {
      const before = await stored();
      const [alert, activity] = await both(files);
      expect(alert!.status).toBe(status);
      expect(activity).toEqual(alert);
      expect((alert!.body as { message: string }).message).toContain(words);
      expect(await stored()).toBe(before);
    });
  }

  it('refuses a request that is not multipart alike (415)', async () => {
    const [alert, activity] = await Promise.all(
      [routes.alert, routes.activity].map((url) => server.request('POST', url, { token: analyst, body: {} })),
    );
    expect(alert!.status).toBe(415);
    expect(activity!.body).toEqual(alert!.body);
  });

  it('keeps the same name and type of an accepted file on both, the last segment of a path', async () => {
    const files = [{ name: 'C:\\fotos\\..\\Foto final.PNG', type: 'Image/PNG', data: PNG }];
    const [alert, activity] = await both(files);
    expect(alert!.status).toBe(201);
    expect(activity!.status).toBe(201);
    const kept = (body: unknown): [string, string] => {
      const [first] = body as { fileName: string; contentType: string }[];
      return [first!.fileName, first!.contentType];
    };
    expect(kept(alert!.body)).toEqual(['Foto final.PNG', 'image/png']);
    expect(kept(activity!.body)).toEqual(kept(alert!.body));
  });

  it('is written once in the OpenAPI document, for both routes, with each refusal', async () => {
    const doc = (await server.request('GET', '/docs/json')).body as {
      paths: Record<string, Record<string, { description?: string; responses?: Record<string, unknown> }>>;
    };
    for (const path of ['/api/voc/alert-evidence/{id}', '/api/voc/action-plan-activities/{id}/evidences']) {
      const operation = doc.paths[path]?.post;
      expect(operation?.description, path).toBe(EVIDENCE_POLICY);
      expect(Object.keys(operation?.responses ?? {}).sort(), path).toEqual(['201', '400', '413', '415']);
    }
  });
});
