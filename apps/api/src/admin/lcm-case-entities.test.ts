import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectHiddenFromOtherTenant,
  expectRefusedFields,
  getList,
  OTHER_TENANT,
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

describe('workflows (lcm), alert workflows and work groups (case)', { timeout: 120_000 }, () => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await startAdminFixture();
  }, 120_000);
  afterAll(() => f?.close(), 60_000);

  const post = (url: string, token: string, body: unknown) => f.server.request('POST', url, { token, body });
  const put = (url: string, token: string, body: unknown) => f.server.request('PUT', url, { token, body });
  const del = (url: string, token: string) => f.server.request('DELETE', url, { token });
  const get = (url: string, token: string) => f.server.request('GET', url, { token });

  describe('workflows', () => {
    const url = '/api/lcm/workflows';

    it('creates workflows (ROLE_ADMIN) that everyone signed in lists, limited by moment scope', async () => {
      const sales = await post(url, f.tokens.admin, {
        name: 'venta',
        criticalMomentId: 1,
        channels: [1, 2],
        description: 'Invitaciones de venta',
      });
      expect(sales.status).toBe(201);
      expect(sales.body).toEqual({
        id: 1,
        name: 'venta',
        description: 'Invitaciones de venta',
        criticalMomentId: 1,
        channels: [1, 2],
        active: true,
        createdAt: '2026-11-15T12:00:00.000Z',
        updatedAt: '2026-11-15T12:00:00.000Z',
      });
      await post(url, f.tokens.admin, { name: 'postventa', criticalMomentId: 2 });
      await post(url, f.tokens.admin, { name: 'general', active: false });
      const list = await getList<Item>(f.server, `${url}?sort=name,asc`, f.tokens.reader);
      expect(list.items.map((w) => w.name)).toEqual(['general', 'postventa', 'venta']);
      expect(list.total).toBe(3);
      const zonal = await getList<Item>(f.server, `${url}?sort=id,asc`, f.tokens.zonal);
      expect(zonal.items.map((w) => w.name)).toEqual(['venta', 'general']);
      expect((await get(`${url}/2`, f.tokens.zonal)).status).toBe(404);
      expect((await getList<Item>(f.server, `${url}?active=false`, f.tokens.analyst)).items.map((w) => w.name)).toEqual(
        ['general'],
      );
      expect(
        (
          await getList<Item>(
            f.server,
            `${url}?criticalMomentInclude=2&criticalMomentInclude=1&sort=id,desc`,
            f.tokens.analyst,
          )
        ).items.map((w) => w.id),
      ).toEqual([2, 1]);
    });

    it('refuses users writing (403), bad fields (400), duplicates (409, case-insensitive)', async () => {
      expect((await post(url, f.tokens.analyst, { name: 'mio' })).status).toBe(403);
      expect((await post(url, f.tokens.root, { name: 'mio' })).status).toBe(403);
      await expectRefusedFields(f, url, f.tokens.admin, [
        [{ name: 'Venta Nueva' }, 'body.name'],
        [{ name: 'x', channels: [OTHER_TENANT.channelId] }, 'body.channels'],
        [{ name: 'x', criticalMomentId: OTHER_TENANT.nodeId }, 'body.criticalMomentId'],
        [{ name: 'x', active: 'quizás' }, 'body.active'],
      ]);
      expect((await post(url, f.tokens.admin, { name: 'venta' })).status).toBe(409);
    });

    it('keeps a workflow an account holds (409), updates and deletes a free one', async () => {
      const held = await put('/api/lcm/users/tenant/2', f.tokens.admin, {
        email: 'analista@auto-b.test',
        workflows: [1],
      });
      expect(held.body).toMatchObject({ workflows: [1] });
      expect((await del(`${url}/1`, f.tokens.admin)).status).toBe(409);
      const updated = await put(`${url}/3`, f.tokens.admin, { name: 'general', active: true, channels: [4] });
      expect(updated.body).toMatchObject({ active: true, channels: [4], criticalMomentId: null });
      expect((await del(`${url}/3`, f.tokens.admin)).status).toBe(204);
      expect((await get(`${url}/3`, f.tokens.admin)).status).toBe(404);
      await expectHiddenFromOtherTenant(f, url, 'workflows', { name: 'flujo-de-otro' });
    });
  });

  describe('alert-work-groups', () => {
    const url = '/api/case/alert-work-groups';

    it('creates groups of accounts and geographies, read with the alerts section', async () => {
      const north = await post(url, f.tokens.admin, {
        name: 'Equipo Norte',
        memberIds: [2, 4],
        geoLocationIds: [10010],
      });
      expect(north.status).toBe(201);
      expect(north.body).toMatchObject({
        id: 1,
        memberIds: [2, 4],
        geoLocationIds: [10010],
        active: true,
        description: '',
      });
      await post(url, f.tokens.admin, { name: 'Equipo Centro', memberIds: [2], geoLocationIds: [10011] });
      expect((await getList<Item>(f.server, `${url}?memberId=4`, f.tokens.analyst)).items.map((g) => g.name)).toEqual([
        'Equipo Norte',
      ]);
      expect(
        (await getList<Item>(f.server, `${url}?geoLocationInclude=10011`, f.tokens.analyst)).items.map((g) => g.name),
      ).toEqual(['Equipo Centro']);
      expect(
        (await getList<Item>(f.server, `${url}?sort=name,asc&filter=equipo`, f.tokens.analyst)).items.map((g) => g.id),
      ).toEqual([2, 1]);
      expect((await get(url, f.tokens.reader)).status).toBe(403);
    });

    it('refuses members of another tenant and unknown geographies (400), duplicates (409), users writing (403)', async () => {
      await expectRefusedFields(f, url, f.tokens.admin, [
        [{ name: 'X', memberIds: [OTHER_TENANT.accountId] }, 'body.memberIds'],
        [{ name: 'X', geoLocationIds: [OTHER_TENANT.nodeId] }, 'body.geoLocationIds'],
      ]);
      expect((await post(url, f.tokens.admin, { name: 'equipo norte' })).status).toBe(409);
      expect((await post(url, f.tokens.analyst, { name: 'Y' })).status).toBe(403);
    });

    it('drops a deleted account from its groups', async () => {
      const user = await post('/api/lcm/users/tenant', f.tokens.admin, {
        email: 'temporal@auto-b.test',
        password: 'clave-larga-2',
      });
      const id = (user.body as Item).id;
      await put(`${url}/1`, f.tokens.admin, { name: 'Equipo Norte', memberIds: [2, 4, id] });
      expect((await get(`${url}/1`, f.tokens.admin)).body).toMatchObject({ memberIds: [2, 4, id] });
      expect((await del(`/api/lcm/users/tenant/${id}`, f.tokens.admin)).status).toBe(204);
      expect((await get(`${url}/1`, f.tokens.admin)).body).toMatchObject({ memberIds: [2, 4] });
    });
  });

  describe('alert-workflows', () => {
    const url = '/api/case/alert-workflows';

    it('creates alert workflows routed to work groups, with the first-response default', async () => {
      const created = await post(url, f.tokens.admin, {
        name: 'Incidentes de venta',
        alertTypes: ['INCIDENT', 'RESCUE'],
        criticalMomentIds: [1],
        workGroupIds: [1],
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        id: 1,
        alertTypes: ['INCIDENT', 'RESCUE'],
        firstResponseHours: 36,
        active: true,
      });
      await post(url, f.tokens.admin, {
        name: 'Felicitaciones',
        alertTypes: ['WOW'],
        criticalMomentIds: [2],
        firstResponseHours: 72,
      });
      expect(
        (await getList<Item>(f.server, `${url}?alertTypeInclude=WOW`, f.tokens.analyst)).items.map((w) => w.name),
      ).toEqual(['Felicitaciones']);
      expect(
        (await getList<Item>(f.server, `${url}?sort=firstResponseHours,desc`, f.tokens.analyst)).items.map((w) => w.id),
      ).toEqual([2, 1]);
      expect((await getList<Item>(f.server, url, f.tokens.zonal)).items.map((w) => w.id)).toEqual([1]);
      expect((await get(`${url}/2`, f.tokens.zonal)).status).toBe(404);
    });

    it('keeps a work group an alert workflow uses (409)', async () => {
      const refused = await del('/api/case/alert-work-groups/1', f.tokens.admin);
      expect(refused.status).toBe(409);
      expect((refused.body as Refusal).message).toContain('Incidentes de venta');
      expect((await del('/api/case/alert-work-groups/2', f.tokens.admin)).status).toBe(204);
    });

    it('refuses bad fields (400), duplicates (409), users writing (403); updates and deletes', async () => {
      await expectRefusedFields(f, url, f.tokens.admin, [
        [{ name: 'X', alertTypes: ['FIRE'] }, 'body.alertTypes'],
        [{ name: 'X', workGroupIds: [2] }, 'body.workGroupIds'],
        [{ name: 'X', criticalMomentIds: [4242] }, 'body.criticalMomentIds'],
        [{ name: 'X', firstResponseHours: 0 }, 'body.firstResponseHours'],
      ]);
      expect((await post(url, f.tokens.admin, { name: 'FELICITACIONES' })).status).toBe(409);
      expect((await post(url, f.tokens.analyst, { name: 'Y' })).status).toBe(403);
      expect((await del(`${url}/1`, f.tokens.analyst)).status).toBe(403);
      const updated = await put(`${url}/1`, f.tokens.admin, {
        id: 1,
        name: 'Incidentes de venta',
        workGroupIds: [],
        active: false,
      });
      expect(updated.body).toMatchObject({ workGroupIds: [], active: false, alertTypes: ['INCIDENT', 'RESCUE'] });
      expect((await del('/api/case/alert-work-groups/1', f.tokens.admin)).status).toBe(204);
      expect((await del(`${url}/1`, f.tokens.admin)).status).toBe(204);
      expect((await get(`${url}/1`, f.tokens.admin)).status).toBe(404);
      await expectHiddenFromOtherTenant(f, url, 'alert_workflows', { name: 'Alertas de otro' });
      await expectHiddenFromOtherTenant(f, '/api/case/alert-work-groups', 'alert_work_groups', {
        name: 'Grupo de otro',
      });
    });
  });
});
