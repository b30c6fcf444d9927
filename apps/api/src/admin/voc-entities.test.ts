import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectHiddenFromOtherTenant,
  expectRefusedFields,
  getList,
  startAdminFixture,
  type AdminFixture,
} from './test-fixture.js';

interface Item {
  id: number;
  name: string;
  [field: string]: unknown;
}

interface Refusal {
  message: string;
}

describe(
  'voc entities: surveys, reports, dynamic reports, customer journey, dynamic dashboard',
  { timeout: 120_000 },
  () => {
    let f: AdminFixture;
    beforeAll(async () => {
      f = await startAdminFixture();
    }, 120_000);
    afterAll(() => f?.close(), 60_000);

    const post = (url: string, token: string, body: unknown) => f.server.request('POST', url, { token, body });
    const put = (url: string, token: string, body: unknown) => f.server.request('PUT', url, { token, body });
    const del = (url: string, token: string) => f.server.request('DELETE', url, { token });
    const get = (url: string, token: string) => f.server.request('GET', url, { token });

    const expectBadFields = (url: string, token: string, cases: [Record<string, unknown>, string][]): Promise<void> =>
      expectRefusedFields(f, url, token, cases);
    const expectOtherTenantHidden = (url: string, table: string, body: Record<string, unknown>): Promise<void> =>
      expectHiddenFromOtherTenant(f, url, table, body);

    describe('surveys', () => {
      const url = '/api/voc/surveys';
      let sales: Item;

      it('creates surveys with the wizard action, with defaults, and lists them paged, sorted and filtered', async () => {
        const created = await post(url, f.tokens.admin, {
          name: 'Compra 2026',
          criticalMomentId: 1,
          questionIds: [101, 102],
          channels: [1],
          startDate: '2026-01-01',
          endDate: '2026-12-31',
          status: 'PUBLISHED',
        });
        expect(created.status).toBe(201);
        sales = created.body as Item;
        expect(sales).toEqual({
          id: 1,
          name: 'Compra 2026',
          description: '',
          criticalMomentId: 1,
          status: 'PUBLISHED',
          questionIds: [101, 102],
          channels: [1],
          startDate: '2026-01-01',
          endDate: '2026-12-31',
          createdAt: '2026-11-15T12:00:00.000Z',
          updatedAt: '2026-11-15T12:00:00.000Z',
        });
        const service = await post(url, f.tokens.analyst, { name: 'Servicio 2026', criticalMomentId: 2 });
        expect(service.status).toBe(201);
        expect(service.body).toMatchObject({ id: 2, status: 'DRAFT', questionIds: [], startDate: null });
        const list = await getList<Item>(f.server, `${url}?sort=name,desc`, f.tokens.analyst);
        expect(list.items.map((s) => s.name)).toEqual(['Servicio 2026', 'Compra 2026']);
        expect(list).toMatchObject({ total: 2, page: 0, size: 15 });
        expect(
          (await getList<Item>(f.server, `${url}?status=PUBLISHED`, f.tokens.analyst)).items.map((s) => s.id),
        ).toEqual([1]);
        expect(
          (await getList<Item>(f.server, `${url}?criticalMomentInclude=2`, f.tokens.analyst)).items.map((s) => s.id),
        ).toEqual([2]);
        expect(
          (await getList<Item>(f.server, `${url}?filter=compra`, f.tokens.analyst)).items.map((s) => s.id),
        ).toEqual([1]);
        expect((await getList<Item>(f.server, `${url}?dateTo=2026-11-14`, f.tokens.analyst)).total).toBe(0);
        expect(
          (await getList<Item>(f.server, `${url}?page=1&size=1&sort=id,asc`, f.tokens.analyst)).items.map((s) => s.id),
        ).toEqual([2]);
      });

      it('limits a scoped user to its critical moments: reads (404) and writes (403)', async () => {
        const zonal = await getList<Item>(f.server, url, f.tokens.zonal);
        expect(zonal.items.map((s) => s.id)).toEqual([1]);
        expect((await get(`${url}/2`, f.tokens.zonal)).status).toBe(404);
        expect((await put(`${url}/2`, f.tokens.zonal, { name: 'Mía', criticalMomentId: 1 })).status).toBe(404);
        const outside = await post(url, f.tokens.zonal, { name: 'Fuera', criticalMomentId: 2 });
        expect(outside.status).toBe(403);
        expect((outside.body as Refusal).message).toContain('body.criticalMomentId');
      });

      it('follows the surveys actions of the profile (403 without them)', async () => {
        expect((await get(url, f.tokens.reader)).status).toBe(403);
        const profile = await post('/api/lcm/profiles', f.tokens.admin, {
          name: 'Solo ver encuestas',
          access: { surveys: ['main'] },
        });
        const user = await post('/api/lcm/users/tenant', f.tokens.admin, {
          email: 'mirón@auto-b.test',
          password: 'clave-larga-1',
          profileId: (profile.body as Item).id,
          // Its own password already: a temporary one would serve only its account (issue 30).
          activated: true,
          temporalPass: false,
        });
        const token = await f.server.tokens.sign({
          tenantId: 'auto-b',
          accountTenantId: 'auto-b',
          accountId: (user.body as Item).id,
        });
        expect((await get(url, token)).status).toBe(200);
        expect((await post(url, token, { name: 'No', criticalMomentId: 1 })).status).toBe(403);
        expect((await put(`${url}/1`, token, { name: 'No', criticalMomentId: 1 })).status).toBe(403);
        expect((await del(`${url}/1`, token)).status).toBe(403);
      });

      it('refuses bad fields (400) and duplicate names (409)', async () => {
        await expectBadFields(url, f.tokens.admin, [
          [{ name: 'X', criticalMomentId: 1, questionIds: [201] }, 'body.questionIds'],
          [{ name: 'X', criticalMomentId: 999 }, 'body.criticalMomentId'],
          [{ name: 'X', criticalMomentId: 1, startDate: '2026-05-01', endDate: '2026-04-01' }, 'body.endDate'],
          [{ name: 'X', criticalMomentId: 1, startDate: '2026-02-30' }, 'body.startDate'],
          [{ name: 'X', criticalMomentId: 1, status: 'ARCHIVED' }, 'body.status'],
          [{ name: 'X', criticalMomentId: 1, channels: [1, 1] }, 'body.channels'],
          [{ name: 'X' }, 'criticalMomentId'],
          [{ name: '   ', criticalMomentId: 1 }, 'body.name'],
        ]);
        expect((await post(url, f.tokens.admin, { name: 'COMPRA 2026', criticalMomentId: 1 })).status).toBe(409);
        expect((await put(`${url}/2`, f.tokens.admin, { name: 'compra 2026', criticalMomentId: 2 })).status).toBe(409);
      });

      it('updates the fields sent and deletes', async () => {
        const updated = await put(`${url}/${sales.id}`, f.tokens.analyst, {
          id: sales.id,
          name: 'Compra 2026',
          criticalMomentId: 1,
          status: 'CLOSED',
        });
        expect(updated.status).toBe(200);
        expect(updated.body).toMatchObject({ status: 'CLOSED', questionIds: [101, 102], startDate: '2026-01-01' });
        expect((await del(`${url}/${sales.id}`, f.tokens.analyst)).status).toBe(204);
        expect((await get(`${url}/${sales.id}`, f.tokens.analyst)).status).toBe(404);
      });

      it("hides another tenant's surveys (404)", async () => {
        await expectOtherTenantHidden(url, 'surveys', { name: 'Encuesta de otro', criticalMomentId: 1 });
      });
    });

    describe('reports', () => {
      const url = '/api/voc/reports';

      it('creates report definitions (ROLE_ADMIN), read with the reports section', async () => {
        const created = await post(url, f.tokens.admin, {
          name: 'NPS de venta',
          type: 'INDICATORS',
          indicators: ['VENTA_NPS'],
          criticalMomentId: 1,
        });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({
          id: 1,
          type: 'INDICATORS',
          indicators: ['VENTA_NPS'],
          questionIds: [],
          active: true,
        });
        await post(url, f.tokens.admin, { name: 'Respuestas', type: 'SURVEY_RESPONSES', questionIds: [101, 201] });
        const list = await getList<Item>(f.server, `${url}?sort=type,asc`, f.tokens.analyst);
        expect(list.items.map((r) => r.type)).toEqual(['INDICATORS', 'SURVEY_RESPONSES']);
        expect(
          (await getList<Item>(f.server, `${url}?type=SURVEY_RESPONSES`, f.tokens.analyst)).items.map((r) => r.id),
        ).toEqual([2]);
        // A report of every moment (null) is seen by a scoped user; one of another moment is not.
        const other = await post(url, f.tokens.admin, { name: 'Postventa', type: 'ALERTS', criticalMomentId: 2 });
        expect((await getList<Item>(f.server, url, f.tokens.zonal)).items.map((r) => r.id)).toEqual([1, 2]);
        expect((await get(`${url}/${(other.body as Item).id}`, f.tokens.zonal)).status).toBe(404);
      });

      it('refuses users writing (403), readers without the section (403), bad fields (400), duplicates (409)', async () => {
        expect((await post(url, f.tokens.analyst, { name: 'Mío', type: 'ALERTS' })).status).toBe(403);
        expect((await get(url, f.tokens.reader)).status).toBe(403);
        await expectBadFields(url, f.tokens.admin, [
          [{ name: 'X', type: 'ALERTS', indicators: ['NO_EXISTE'] }, 'body.indicators'],
          [{ name: 'X', type: 'PDF' }, 'body.type'],
          [{ name: 'X' }, 'type'],
          [{ name: 'X', type: 'ALERTS', questionIds: [999999] }, 'body.questionIds'],
        ]);
        expect((await post(url, f.tokens.admin, { name: 'nps DE VENTA', type: 'ALERTS' })).status).toBe(409);
      });

      it("updates, deletes, and hides another tenant's reports (404)", async () => {
        const updated = await put(`${url}/1`, f.tokens.admin, {
          name: 'NPS de venta',
          type: 'INDICATORS',
          active: false,
        });
        expect(updated.body).toMatchObject({ active: false, indicators: ['VENTA_NPS'] });
        expect((await getList<Item>(f.server, `${url}?active=false`, f.tokens.admin)).items.map((r) => r.id)).toEqual([
          1,
        ]);
        expect((await del(`${url}/1`, f.tokens.admin)).status).toBe(204);
        expect((await get(`${url}/1`, f.tokens.admin)).status).toBe(404);
        await expectOtherTenantHidden(url, 'report_definitions', { name: 'Reporte de otro', type: 'ALERTS' });
      });
    });

    describe('dynamic-reports', () => {
      const url = '/api/voc/dynamic-reports';

      it('creates, lists, updates and deletes dynamic reports', async () => {
        const created = await post(url, f.tokens.admin, {
          name: 'Clientes y NPS',
          fields: ['customer', 'q101'],
        });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({
          id: 1,
          fields: ['customer', 'q101'],
          resultType: 'EXCEL',
          criticalMomentId: null,
        });
        await post(url, f.tokens.admin, { name: 'Solo JSON', fields: ['status'], resultType: 'JSON' });
        expect(
          (await getList<Item>(f.server, `${url}?resultType=JSON`, f.tokens.analyst)).items.map((r) => r.name),
        ).toEqual(['Solo JSON']);
        const updated = await put(`${url}/1`, f.tokens.admin, { name: 'Clientes', fields: ['customer'] });
        expect(updated.body).toMatchObject({ name: 'Clientes', fields: ['customer'], resultType: 'EXCEL' });
        expect((await del(`${url}/1`, f.tokens.admin)).status).toBe(204);
        expect((await getList<Item>(f.server, url, f.tokens.analyst)).total).toBe(1);
      });

      it("refuses bad fields (400), duplicates (409), users writing (403), another tenant's report (404)", async () => {
        await expectBadFields(url, f.tokens.admin, [
          [{ name: 'X', fields: [] }, 'body.fields'],
          [{ name: 'X', fields: ['1abc'] }, 'body.fields'],
          [{ name: 'X', fields: ['status', 'q999999'] }, 'body.fields[1]'],
          [{ name: 'X', fields: ['status'], resultType: 'PDF' }, 'body.resultType'],
          [{ name: 'X', fields: ['status'], criticalMomentId: 77 }, 'body.criticalMomentId'],
        ]);
        expect((await post(url, f.tokens.admin, { name: 'solo json', fields: ['status'] })).status).toBe(409);
        expect((await post(url, f.tokens.analyst, { name: 'Y', fields: ['status'] })).status).toBe(403);
        expect((await get(url, f.tokens.reader)).status).toBe(403);
        await expectOtherTenantHidden(url, 'dynamic_reports', { name: 'Dinámico de otro', fields: ['status'] });
      });
    });

    describe('customer-journey', () => {
      const url = '/api/voc/customer-journey';

      it('creates stages in order and lists them for anyone signed in, limited by moment scope', async () => {
        const buy = await post(url, f.tokens.admin, {
          name: 'Compra',
          order: 2,
          criticalMomentIds: [1],
          indicator: 'VENTA_NPS',
        });
        expect(buy.status).toBe(201);
        expect(buy.body).toMatchObject({
          id: 1,
          order: 2,
          criticalMomentIds: [1],
          indicator: 'VENTA_NPS',
          description: '',
        });
        await post(url, f.tokens.admin, { name: 'Servicio', order: 3, criticalMomentIds: [2] });
        await post(url, f.tokens.admin, { name: 'Descubrimiento', order: 1 });
        const list = await getList<Item>(f.server, `${url}?sort=order,asc`, f.tokens.reader);
        expect(list.items.map((s) => s.name)).toEqual(['Descubrimiento', 'Compra', 'Servicio']);
        expect(
          (await getList<Item>(f.server, `${url}?sort=order,asc`, f.tokens.zonal)).items.map((s) => s.name),
        ).toEqual(['Descubrimiento', 'Compra']);
        expect(
          (await getList<Item>(f.server, `${url}?criticalMomentInclude=2`, f.tokens.admin)).items.map((s) => s.name),
        ).toEqual(['Servicio']);
      });

      it('updates (null clears the indicator) and deletes a stage', async () => {
        const updated = await put(`${url}/1`, f.tokens.admin, { name: 'Compra', indicator: null });
        expect(updated.body).toMatchObject({ indicator: null, order: 2, criticalMomentIds: [1] });
        expect((await del(`${url}/3`, f.tokens.admin)).status).toBe(204);
        expect((await get(`${url}/3`, f.tokens.admin)).status).toBe(404);
      });

      it("refuses bad fields (400), duplicates (409), users writing (403), another tenant's stage (404)", async () => {
        await expectBadFields(url, f.tokens.admin, [
          [{ name: 'X', indicator: 'NO_EXISTE' }, 'body.indicator'],
          [{ name: 'X', criticalMomentIds: [4242] }, 'body.criticalMomentIds'],
          [{ name: 'X', order: -1 }, 'body.order'],
        ]);
        expect((await post(url, f.tokens.admin, { name: 'servicio' })).status).toBe(409);
        expect((await post(url, f.tokens.analyst, { name: 'Y' })).status).toBe(403);
        await expectOtherTenantHidden(url, 'customer_journey_stages', { name: 'Etapa de otro' });
      });
    });

    describe('dashboard (dynamic dashboard widgets)', () => {
      const url = '/api/voc/dashboard';

      it('creates widgets and lists them by order, read with the dashboard section', async () => {
        const created = await post(url, f.tokens.admin, {
          name: 'NPS venta',
          widgetName: 'radial-summary',
          formula: 'nps',
          indicator: 'VENTA_NPS',
          order: 2,
        });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({
          id: 1,
          widgetName: 'radial-summary',
          formula: 'nps',
          order: 2,
          description: '',
        });
        await post(url, f.tokens.admin, { name: 'Satisfacción', widgetName: 'pie', formula: 'average', order: 1 });
        const list = await getList<Item>(f.server, `${url}?sort=order,asc`, f.tokens.reader);
        expect(list.items.map((w) => w.name)).toEqual(['Satisfacción', 'NPS venta']);
        expect((await getList<Item>(f.server, `${url}?formula=nps`, f.tokens.reader)).items.map((w) => w.id)).toEqual([
          1,
        ]);
      });

      it('keeps a widget an account lists (409), deletes a free one', async () => {
        const held = await put('/api/lcm/users/tenant/2', f.tokens.admin, {
          email: 'analista@auto-b.test',
          dynamicDashboards: [1],
        });
        expect(held.status).toBe(200);
        expect((await del(`${url}/1`, f.tokens.admin)).status).toBe(409);
        expect((await del(`${url}/2`, f.tokens.admin)).status).toBe(204);
        const unknown = await put('/api/lcm/users/tenant/2', f.tokens.admin, {
          email: 'analista@auto-b.test',
          dynamicDashboards: [2],
        });
        expect(unknown.status).toBe(400);
        expect((unknown.body as Refusal).message).toContain('body.dynamicDashboards');
      });

      it("refuses bad fields (400), duplicates (409), users writing (403), another tenant's widget (404)", async () => {
        await expectBadFields(url, f.tokens.admin, [
          [{ name: 'X', widgetName: 'no-such-widget', formula: 'nps' }, 'body.widgetName'],
          [{ name: 'X', widgetName: 'pie', formula: 'magia' }, 'body.formula'],
          [{ name: 'X', widgetName: 'pie', formula: 'nps', indicator: 'NO_EXISTE' }, 'body.indicator'],
          [{ name: 'X', widgetName: 'pie' }, 'formula'],
        ]);
        expect((await post(url, f.tokens.admin, { name: 'nps VENTA', widgetName: 'pie', formula: 'nps' })).status).toBe(
          409,
        );
        expect((await post(url, f.tokens.analyst, { name: 'Y', widgetName: 'pie', formula: 'nps' })).status).toBe(403);
        const renamed = await put(`${url}/1`, f.tokens.admin, {
          name: 'NPS de venta',
          widgetName: 'pie',
          formula: 'nps',
        });
        expect(renamed.body).toMatchObject({
          name: 'NPS de venta',
          widgetName: 'pie',
          indicator: 'VENTA_NPS',
          order: 2,
        });
        await expectOtherTenantHidden(url, 'dashboard_widgets', {
          name: 'Widget de otro',
          widgetName: 'pie',
          formula: 'nps',
        });
      });
    });
  },
);
