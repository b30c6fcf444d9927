import fs from 'node:fs';
import { computeFormula, formatDisplayDateTime, toWireDate } from '@voz/core';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDb } from '../customers/customer-tables.js';
import {
  ACCOUNTS,
  NORTH,
  TEST_NOW,
  makeDashboardsDir,
  prepareFixture,
  type Fixture,
} from '../customers/test-fixtures.js';
import type { SurveyResponseRow } from '../db/rows.js';
import { startTestServer, type TestServer } from '../test-support/harness.js';
import { readXls } from './biff8-reader.js';
import { reportRoutes } from './reportRoutes.js';
import type { CellValue } from './sheet-data.js';

const ZONE = 'America/Santiago';
const RANGE = { dateFrom: '2026-10-05', dateTo: '2026-10-25' };

interface Download {
  status: number;
  headers: Headers;
  bytes: Buffer;
}

/** Rows of the first sheet of an xlsx, as exceljs reads them (empty cells as null). */
async function xlsxRows(bytes: Buffer): Promise<CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((v) => (v === undefined || v === null ? null : (v as string | number))));
  });
  return rows;
}

/** Pads every row to a width with nulls, so readers that drop trailing empty cells compare equal. */
function pad(rows: readonly (readonly CellValue[])[], width: number): CellValue[][] {
  return rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? null));
}

describe('voc reports', { timeout: 120_000 }, () => {
  let server: TestServer;
  let fixture: Fixture;
  let dashboardsDir: string;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    dashboardsDir = makeDashboardsDir();
    server = await startTestServer({
      modules: [reportRoutes],
      dashboardsDir,
      now: TEST_NOW,
      prepare: async (db, store) => {
        fixture = await prepareFixture(db, store);
        // A report only the second tenant has, and a saved report with its own fields (one stale).
        await customerDb(db)
          .insertInto('report_definitions')
          .values([
            {
              tenant_id: 'auto-xls',
              id: 50,
              name: 'Solo auto-xls',
              type: 'SURVEY_RESPONSES',
              critical_moment_id: null,
            },
            {
              tenant_id: 'auto-b',
              id: 60,
              name: 'Recomendación por cliente',
              type: 'SURVEY_RESPONSES',
              critical_moment_id: 1,
              question_ids: [101, 999],
            },
          ])
          .execute();
      },
    });
    for (const tenantId of ['auto-b', 'auto-xls']) {
      for (const [name, accountId] of Object.entries(ACCOUNTS)) {
        tokens[`${name}@${tenantId}`] = await server.tokens.sign({ tenantId, accountTenantId: tenantId, accountId });
      }
    }
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dashboardsDir, { recursive: true, force: true });
  });

  const download = async (url: string, who: string, body: unknown): Promise<Download> => {
    const response = await fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[who]}` },
      body: JSON.stringify(body),
    });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const post = async (url: string, who: string, body: unknown) =>
    server.request('POST', url, { token: tokens[who], body });

  const inRange = (r: SurveyResponseRow): boolean => {
    const day = toWireDate(r.created_at, ZONE);
    return day >= RANGE.dateFrom && day <= RANGE.dateTo;
  };
  const northBranches = new Set<number>(NORTH.branches);

  describe('saved reports as Excel files', () => {
    it('answers a real xlsx with the standard columns and one row per response in the range', async () => {
      const file = await download('/api/voc/reports/1', 'analyst@auto-b', RANGE);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const disposition = file.headers.get('content-disposition')!;
      expect(disposition).toMatch(/^attachment; filename="Respuestas_de_encuestas_2026-10-05_a_2026-10-25\.xlsx"/);
      expect(disposition).toContain("filename*=UTF-8''Respuestas%20de%20encuestas%202026-10-05%20a%202026-10-25.xlsx");
      const rows = await xlsxRows(file.bytes);
      const header = rows[0]!;
      expect(header.slice(0, 6)).toEqual(['Fecha', 'Cliente', 'Código', 'Momento', 'Geografía', 'Estado']);
      expect(header).toContain('Recomendación (Venta)');
      expect(header).toContain('Satisfacción general (Postventa)');
      expect(header).not.toContain('Sentimiento venta'); // CALCULATED questions stay hidden
      const expected = fixture.responses['auto-b']!.filter(inRange);
      expect(rows.length - 1).toBe(expected.length);
      expect(Number(file.headers.get('x-total-count'))).toBe(expected.length);
      const first = expected[0]!;
      expect(rows[1]!.slice(0, 6)).toEqual([
        formatDisplayDateTime(first.created_at, ZONE),
        `${first.customer_name} ${first.customer_lastname}`,
        first.customer_code,
        ['Venta', 'Postventa', 'Reparación', 'Test drive'][[1, 2, 3, 11251].indexOf(first.critical_moment_id)],
        expect.any(String),
        expect.stringMatching(/^(Respondida|No respondida|Inválida|En progreso)$/),
      ]);
    });

    it("keeps a moment's report to that moment and its questions", async () => {
      const file = await download('/api/voc/reports/2', 'analyst@auto-b', {});
      const rows = await xlsxRows(file.bytes);
      expect(file.headers.get('content-disposition')).toContain('filename="Respuestas_de_Venta.xlsx"');
      expect(rows[0]).toEqual([
        'Fecha',
        'Cliente',
        'Código',
        'Momento',
        'Geografía',
        'Estado',
        ...[
          'Recomendación',
          'Satisfacción general',
          'Recepción en sala',
          'Asesoría del vendedor',
          'Conocimiento del producto',
          'Prueba de manejo ofrecida',
          'Proceso de financiamiento',
          'Documentación y trámites',
          'Limpieza de la sala',
          'Tiempo de espera',
          'Claridad del precio',
          'Seguimiento',
          'Puntualidad de la entrega',
          'Explicación en la entrega',
          'Estado del vehículo',
          'Claridad de la garantía',
          'Beneficios de carga',
          'Intención de regreso',
          'Motivo de no financiamiento',
          'Comentario',
          'Modelo',
          'Forma de pago',
        ],
      ]);
      const expected = fixture.responses['auto-b']!.filter((r) => r.critical_moment_id === 1);
      expect(rows.length - 1).toBe(expected.length);
      expect(rows.slice(1).every((row) => row[3] === 'Venta')).toBe(true);
      // Answers land under their question: Recomendación is column 7, Modelo column 27.
      const answered = expected.findIndex((r) => r.status === 'ANSWERED');
      expect(rows[1 + answered]![6]).toBe(expected[answered]!.answers['101']);
      expect(rows[1 + answered]![26]).toBe(expected[answered]!.answers['122']);
    });

    it('answers a BIFF8 .xls for a tenant configured for xls, with the same rows', async () => {
      const xlsx = await download('/api/voc/reports/1', 'analyst@auto-b', RANGE);
      const xls = await download('/api/voc/reports/1', 'analyst@auto-xls', RANGE);
      expect(xls.status).toBe(200);
      expect(xls.headers.get('content-type')).toBe('application/vnd.ms-excel');
      expect(xls.headers.get('content-disposition')).toMatch(
        /filename="Respuestas_de_encuestas_2026-10-05_a_2026-10-25\.xls"/,
      );
      const book = readXls(xls.bytes);
      expect(book.sheets.map((s) => s.name)).toEqual(['Respuestas de encuestas']);
      const fromXls = book.sheets[0]!.rows;
      const fromXlsx = await xlsxRows(xlsx.bytes);
      const width = fromXlsx[0]!.length;
      expect(pad(fromXls, width)).toEqual(pad(fromXlsx, width));
      expect(book.sheets[0]!.styles[0]!.every((xf) => xf !== null && book.boldXf[xf])).toBe(true);
    });

    it("lists only the zonal user's zone", async () => {
      const file = await download('/api/voc/reports/1', 'zonal@auto-b', { ...RANGE, geoLocationInclude: [10001] });
      const rows = await xlsxRows(file.bytes);
      const expected = fixture.responses['auto-b']!.filter((r) => inRange(r) && northBranches.has(r.geo_location_id));
      expect(rows.length - 1).toBe(expected.length);
      const northNames = new Set(['Pampa Norte Antofagasta', 'Pampa Norte Calama', 'Autos Tamarugal Iquique']);
      expect(rows.slice(1).every((row) => northNames.has(row[4] as string))).toBe(true);
    });

    it('shows the questions a saved report names, dropping those no longer in metadata', async () => {
      const file = await download('/api/voc/reports/60', 'analyst@auto-b', {});
      expect(file.headers.get('content-disposition')).toContain('filename="Recomendacion_por_cliente.xlsx"');
      const rows = await xlsxRows(file.bytes);
      expect(rows[0]).toEqual([
        'Fecha',
        'Cliente',
        'Código',
        'Momento',
        'Geografía',
        'Estado',
        'Recomendación (Venta)',
      ]);
      const expected = fixture.responses['auto-b']!.filter((r) => r.critical_moment_id === 1);
      expect(pad(rows.slice(1), 7).map((row) => [row[2], row[6]])).toEqual(
        expected.map((r) => [r.customer_code, r.answers['101'] ?? null]),
      );
    });

    it('lists alerts in the range and scope, with Spanish type and status', async () => {
      const file = await download('/api/voc/reports/6', 'zonal@auto-b', {
        ...RANGE,
        alertTypeInclude: ['INCIDENT', 'WOW'],
      });
      expect(file.status).toBe(200);
      const rows = await xlsxRows(file.bytes);
      expect(rows[0]).toEqual([
        'Fecha',
        'Momento',
        'Geografía',
        'Tipo',
        'Estado',
        'Descripción',
        'Primera respuesta',
        'Cierre',
        'Encuesta',
      ]);
      const expected = fixture.alerts['auto-b']!.filter((a) => {
        const day = toWireDate(a.created_at, ZONE);
        return (
          day >= RANGE.dateFrom &&
          day <= RANGE.dateTo &&
          northBranches.has(a.geo_location_id) &&
          (a.type === 'INCIDENT' || a.type === 'WOW')
        );
      });
      expect(expected.length).toBeGreaterThan(0);
      expect(pad(rows.slice(1), 9).map((row) => row[8])).toEqual(expected.map((a) => a.response_id));
      expect(rows.slice(1).every((row) => row[3] === 'Incidente' || row[3] === 'Wow')).toBe(true);
      expect(rows.slice(1).every((row) => ['Sin gestionar', 'En proceso', 'Cerrada'].includes(row[4] as string))).toBe(
        true,
      );
    });

    it("lists the selected responses' comments with sentiment and tags", async () => {
      const file = await download('/api/voc/reports/7', 'analyst@auto-b', { ...RANGE, channelInclude: [1] });
      const rows = await xlsxRows(file.bytes);
      expect(rows[0]).toEqual([
        'Fecha',
        'Cliente',
        'Código',
        'Momento',
        'Geografía',
        'Pregunta',
        'Comentario',
        'Sentimiento',
        'Etiquetas',
      ]);
      const kept = new Set(
        fixture.responses['auto-b']!.filter((r) => inRange(r) && r.channel_id === 1).map((r) => r.id),
      );
      const expected = fixture.comments['auto-b']!.filter((c) => kept.has(c.response_id));
      expect(expected.length).toBeGreaterThan(0);
      expect(rows.slice(1).map((row) => [row[6], row[7], row[8]])).toEqual(
        expected.map((c) => [c.text, ['Negativo', 'Neutro', 'Positivo'][c.sentiment + 1], c.tags.join(', ')]),
      );
    });

    it('tabulates its indicators per moment, as the indicators-dashboard computes them', async () => {
      const file = await download('/api/voc/reports/8', 'analyst@auto-b', RANGE);
      const rows = await xlsxRows(file.bytes);
      expect(rows[0]).toEqual(['Momento', 'CSAT_GENERAL', 'NPS_GENERAL']);
      const dashboard = (await post('/api/voc/reports/indicators-dashboard', 'analyst@auto-b', RANGE)).body as Record<
        string,
        number | string | null
      >[];
      expect(pad(rows.slice(1), 3)).toEqual(
        dashboard.map((d) => [d.criticalMomentDescription, d.CSAT_GENERAL, d.NPS_GENERAL]),
      );
      // Each row names its moment as the group of an indicator row, for the general-indicators table.
      for (const d of dashboard) {
        expect(d).toMatchObject({
          group: d.criticalMomentDescription,
          groupId: d.criticalMoment,
          groupName: d.criticalMomentDescription,
          label: d.criticalMomentDescription,
        });
      }
    });

    it("needs the reports section, and answers 404 for another tenant's report", async () => {
      expect((await post('/api/voc/reports/1', 'reader@auto-b', {})).status).toBe(403);
      expect((await post('/api/voc/reports/50', 'analyst@auto-b', {})).status).toBe(404);
      // A report of a moment outside the caller's scope is hidden too.
      expect((await post('/api/voc/reports/2', 'postventa@auto-b', {})).status).toBe(404);
      const own = await download('/api/voc/reports/3', 'postventa@auto-b', {});
      expect(own.status).toBe(200);
      const everything = await xlsxRows((await download('/api/voc/reports/1', 'postventa@auto-b', {})).bytes);
      expect(everything.slice(1).every((row) => row[3] === 'Postventa')).toBe(true);
      expect((await download('/api/voc/reports/50', 'analyst@auto-xls', {})).status).toBe(200);
      const bad = await post('/api/voc/reports/1', 'analyst@auto-b', { dateFrom: 'ayer' });
      expect(bad.status).toBe(400);
      expect((bad.body as { message: string }).message).toContain('dateFrom');
    });
  });

  describe('dynamic reports', () => {
    it('lists response fields and every visible question of the tenant', async () => {
      const { status, body } = await server.request('GET', '/api/voc/dynamic-reports/fields', {
        token: tokens['reader@auto-b'],
      });
      expect(status).toBe(200);
      const fields = body as { key: string; label: string; group: string; questionId?: number }[];
      expect(fields.slice(0, 3).map((f) => f.key)).toEqual(['id', 'createdAt', 'customer']);
      expect(fields.find((f) => f.key === 'q101')).toMatchObject({ label: 'Recomendación (Venta)', group: 'question' });
      expect(fields.find((f) => f.key === 'q122')).toMatchObject({ label: 'Modelo (Venta)', questionId: 122 });
      expect(fields.some((f) => f.key === 'q121')).toBe(false); // CALCULATED
    });

    it('answers the same rows as JSON and as EXCEL', async () => {
      const request = {
        fields: ['id', 'createdAt', 'customerCode', 'q101', 'q122', 'status', 'channel'],
        filters: { ...RANGE, criticalMomentInclude: [1] },
      };
      const json = await post('/api/voc/reports/dynamic', 'analyst@auto-b', { ...request, resultType: 'JSON' });
      expect(json.status).toBe(200);
      const rows = json.body as Record<string, CellValue>[];
      const expected = fixture.responses['auto-b']!.filter((r) => inRange(r) && r.critical_moment_id === 1);
      expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
      const excel = await download('/api/voc/reports/dynamic', 'analyst@auto-b', { ...request, resultType: 'EXCEL' });
      expect(excel.headers.get('content-disposition')).toContain('Reporte_dinamico_2026-10-05_a_2026-10-25.xlsx');
      const sheet = await xlsxRows(excel.bytes);
      expect(sheet[0]).toEqual(['Id', 'Fecha', 'Código', 'Recomendación (Venta)', 'Modelo (Venta)', 'Estado', 'Canal']);
      expect(pad(sheet.slice(1), 7)).toEqual(rows.map((r) => request.fields.map((f) => r[f] ?? null)));
    });

    it('filters on answers and refuses an unknown field or result type, naming it', async () => {
      const seal = await post('/api/voc/reports/dynamic', 'analyst@auto-b', {
        fields: ['id', 'q122'],
        responseValues: { 122: ['Seal'] },
      });
      const rows = seal.body as { id: number; q122: string }[];
      expect(rows.length).toBe(fixture.responses['auto-b']!.filter((r) => r.answers['122'] === 'Seal').length);
      expect(rows.every((r) => r.q122 === 'Seal')).toBe(true);
      const unknown = await post('/api/voc/reports/dynamic', 'analyst@auto-b', { fields: ['id', 'password'] });
      expect(unknown.status).toBe(400);
      expect((unknown.body as { message: string }).message).toMatch(/body\.fields\[1\]: "password"/);
      const top = await post('/api/voc/reports/dynamic', 'analyst@auto-b', { fields: ['id'], resultType: 'top' });
      expect((top.body as { message: string }).message).toMatch(/resultType/);
      expect((await post('/api/voc/reports/dynamic', 'reader@auto-b', { fields: ['id'] })).status).toBe(403);
    });
  });

  describe('indicator tables', () => {
    /** NPS or average recomputed from the raw answers, with packages/core's formulas. */
    const recompute = (
      formula: 'nps' | 'average',
      moment: number,
      questions: string[],
      keep: (r: SurveyResponseRow) => boolean,
    ): number | null => {
      const values = fixture.responses['auto-b']!.filter(
        (r) => r.status === 'ANSWERED' && r.critical_moment_id === moment && keep(r),
      ).flatMap((r) => questions.map((q) => r.answers[q]).filter((v): v is number => typeof v === 'number'));
      return computeFormula(formula, { values });
    };

    it('computes the general indicators per moment from answer_daily, null where the tenant has none', async () => {
      const { status, body } = await post('/api/voc/reports/indicators-dashboard', 'reader@auto-b', RANGE);
      expect(status).toBe(200);
      const rows = body as Record<string, number | null | string>[];
      expect(rows.map((r) => r.criticalMoment)).toEqual([1, 2, 3, 11251]);
      const nps = ['101', '201', '401', '301'];
      const csat = ['102', '202', '302'];
      for (const row of rows) {
        const moment = row.criticalMoment as number;
        expect(row.NPS_GENERAL).toBe(recompute('nps', moment, nps, inRange));
        expect(row.CSAT_GENERAL).toBe(moment === 3 ? null : recompute('average', moment, csat, inRange));
        expect(row.ATENCION_GENERAL).toBeNull();
        expect(row.FACILIDAD_GENERAL).toBeNull();
        expect(row.TIEMPO_ESPERA_GENERAL).toBeNull();
      }
      expect(rows[0]).toMatchObject({ criticalMomentDescription: 'Venta' });
      expect(rows.some((r) => typeof r.NPS_GENERAL === 'number')).toBe(true);
    });

    it('recomputes from raw answers for filters answer_daily cannot hold, and keeps the scope', async () => {
      const channel = await post('/api/voc/reports/indicators-dashboard', 'admin@auto-b', {
        ...RANGE,
        channelInclude: [2],
      });
      for (const row of channel.body as Record<string, number | null>[]) {
        const keep = (r: SurveyResponseRow): boolean => inRange(r) && r.channel_id === 2;
        expect(row.NPS_GENERAL).toBe(recompute('nps', row.criticalMoment!, ['101', '201', '401', '301'], keep));
      }
      const zonal = await post('/api/voc/reports/indicators-dashboard', 'zonal@auto-b', {
        ...RANGE,
        groupByTopLocation: true,
      });
      for (const row of zonal.body as Record<string, number | null>[]) {
        const keep = (r: SurveyResponseRow): boolean => inRange(r) && northBranches.has(r.geo_location_id);
        expect(row.NPS_GENERAL).toBe(recompute('nps', row.criticalMoment!, ['101', '201', '401', '301'], keep));
      }
    });

    it('answers no social rows for a tenant without social listening', async () => {
      const { status, body } = await post('/api/voc/reports/indicators-social', 'reader@auto-b', RANGE);
      expect(status).toBe(200);
      expect(body).toEqual([]);
    });
  });
});
