import { COMMENTS_LIMIT, addDays, formatWireDate, parseWireDate } from '@voz/core';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import { sql } from 'kysely';
import type { AppDeps, SchemaTypes } from '../http/route-module.js';
import { findAlert } from '../alerts/alertQueries.js';
import { badRequest, forbidden } from '../http/errors.js';
import { countRows, pageWindow, readList, setListHeaders, sortedPage } from '../http/list-query.js';
import { principalOf, type Principal } from '../http/principal.js';
import { checkDate, checkRange, need, nonBlank, type PlanAction } from './guards.js';
import { planConditions } from './plan-filters.js';
import {
  appendLog,
  assertEditable,
  conflict,
  findPlan,
  planCauses,
  planDetail,
  planJson,
  planProgress,
  planScope,
  progressByPlan,
  tenantToday,
} from './plan-store.js';
import {
  arrayOf,
  pageOf,
  causeSchema,
  causesBody,
  commentsReportBody,
  commentsReportSchema,
  createPlanBody,
  dashboardQuery,
  dashboardSchema,
  idParams,
  libraryBody,
  listQuery,
  logSchema,
  pagingQuery,
  planDetailSchema,
  planSchema,
  statusBody,
} from './schemas.js';
import { reserveIds, withActionPlanTables, type PlanStatus } from './tables.js';
import { hasIndicator, planGeoLevel } from './tenant-lookups.js';
import { PLAN_STATUSES, activityStatusOf, transitionAction } from './transitions.js';

const BASE = '/api/voc/action-plans';
const TAGS = ['action-plans'];
const SECURITY = [{ bearer: [] }];

/** A new plan, as its schema admits it. */
type CreatePlanInput = FromSchema<typeof createPlanBody>;

/** The fields the plan list sorts by (a bare field descending, newest first without a sort). */
const SORT_COLUMNS = {
  id: 'id',
  title: 'title',
  status: 'status',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  dueDate: 'due_date',
} as const;

/** Checks where a new plan hangs: a geography at the plan level inside the caller's scope, a known moment and indicator. */
function checkPlacement(principal: Principal, body: CreatePlanInput): void {
  const { trees } = principal.tenant;
  const level = planGeoLevel(principal.tenant);
  if (trees.geographies.levelOf(body.geoLocationId) !== level) {
    throw badRequest(
      `body.geoLocationId: ${body.geoLocationId} no es una geografía de nivel ${level} (el nivel de los planes de acción).`,
    );
  }
  const moment = body.criticalMomentId ?? null;
  if (moment !== null && !trees.criticalMoments.has(moment)) {
    throw badRequest(`body.criticalMomentId: no existe el momento crítico ${moment}.`);
  }
  if (body.indicatorId && !hasIndicator(principal.tenant, body.indicatorId)) {
    throw badRequest(`body.indicatorId: no existe el indicador "${body.indicatorId}".`);
  }
  const scope = planScope(principal);
  if (scope.geographies && !scope.geographies.has(body.geoLocationId)) {
    throw forbidden(`La geografía ${body.geoLocationId} está fuera de su alcance.`);
  }
  if (moment !== null && scope.criticalMoments && !scope.criticalMoments.has(moment)) {
    throw forbidden(`El momento crítico ${moment} está fuera de su alcance.`);
  }
}

/** The plan routes: CRUD, dashboard, status, library flag, logs, comments report and causes. */
export function planRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db = withActionPlanTables(deps.db);
  // Each route names its base action, checked with the token before the body is read: a caller
  // without it gets 403 whatever it sends. Actions that depend on the body or the plan (causes and
  // activities on create, the status a plan moves to) stay in the handler.
  // Requests typed from the route schemas (http/route-module.ts SchemaTypes): no interfaces beside them.
  const typed = app.withTypeProvider<SchemaTypes>();
  const options = <Schema extends FastifySchema>(summary: string, schema: Schema, action: PlanAction) => ({
    config: { gate: (principal: Principal) => need(principal, action) },
    schema: { tags: TAGS, summary, security: SECURITY, ...schema },
  });

  typed.post(
    BASE,
    options(
      'Create an action plan (needs create; causes need root-cause, activities add-activity)',
      {
        body: createPlanBody,
        response: { 201: planDetailSchema },
      },
      'create',
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const body = request.body;
      if (body.causes?.length) need(principal, 'root-cause');
      if (body.activities?.length) need(principal, 'add-activity');
      const title = nonBlank(body.title, 'body.title');
      body.causes?.forEach((c, i) => nonBlank(c.text, `body.causes.${i}.text`));
      body.activities?.forEach((a, i) => nonBlank(a.title, `body.activities.${i}.title`));
      checkDate(body.dueDate, 'body.dueDate');
      checkDate(body.startDate, 'body.startDate');
      if (body.startDate && body.dueDate && body.startDate > body.dueDate) {
        throw badRequest(`body.startDate: ${body.startDate} es posterior a dueDate ${body.dueDate}.`);
      }
      body.activities?.forEach((a, i) => checkDate(a.dueDate, `body.activities.${i}.dueDate`));
      checkPlacement(principal, body);
      const owner = body.owner?.trim() || null;
      const alertId = body.alertId ?? null;
      // The alert must be one the caller sees (another tenant's or out of scope: as if it did not exist).
      if (alertId !== null && !(await findAlert(deps.db, principal, alertId))) {
        throw badRequest(`body.alertId: no existe la alerta ${alertId}.`);
      }
      const now = deps.now();
      const tenantId = principal.tenantId;
      const detail = await db.transaction().execute(async (trx) => {
        const id = await reserveIds(trx, tenantId, 'action_plans');
        await trx
          .insertInto('action_plans')
          .values({
            tenant_id: tenantId,
            id,
            title,
            description: body.description ?? '',
            status: 'OPEN',
            library: false,
            geo_location_id: body.geoLocationId,
            critical_moment_id: body.criticalMomentId ?? null,
            indicator_id: body.indicatorId ?? null,
            created_by_id: principal.accountId,
            created_by: principal.email,
            created_at: now,
            updated_at: now,
            due_date: body.dueDate ?? null,
            closed_at: null,
            owner,
            start_date: body.startDate ?? null,
            alert_id: alertId,
          })
          .execute();
        const causes = body.causes ?? [];
        if (causes.length) {
          const first = await reserveIds(trx, tenantId, 'action_plan_causes', causes.length);
          await trx
            .insertInto('action_plan_causes')
            .values(
              causes.map((c, i) => ({
                tenant_id: tenantId,
                id: first + i,
                plan_id: id,
                position: i,
                text: c.text.trim(),
                category: c.category ?? null,
              })),
            )
            .execute();
        }
        const activities = body.activities ?? [];
        if (activities.length) {
          const first = await reserveIds(trx, tenantId, 'action_plan_activities', activities.length);
          await trx
            .insertInto('action_plan_activities')
            .values(
              activities.map((a, i) => ({
                tenant_id: tenantId,
                id: first + i,
                plan_id: id,
                title: a.title.trim(),
                description: a.description ?? '',
                owner: a.owner ?? null,
                due_date: a.dueDate ?? null,
                progress: 0,
                status: activityStatusOf(0),
                created_at: now,
                updated_at: now,
              })),
            )
            .execute();
        }
        await appendLog(
          trx,
          principal,
          id,
          'CREATED',
          {
            title,
            status: 'OPEN',
            geoLocationId: body.geoLocationId,
            ...(alertId !== null ? { alertId } : {}),
            causes: causes.length,
            activities: activities.length,
          },
          now,
        );
        const row = await findPlan(trx, principal, id);
        return planDetail(trx, principal, row, now);
      });
      return reply.status(201).send(detail);
    },
  );

  typed.get(
    BASE,
    options(
      'Action plans in the caller scope, one page (X-Total-Count has the total)',
      {
        querystring: listQuery,
        response: { 200: pageOf(planSchema) },
      },
      'main',
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const page = readList(request.query, {
        columns: SORT_COLUMNS,
        defaultDirection: 'desc',
        defaultSort: ['createdAt,desc'],
      });
      const today = tenantToday(principal, deps.now());
      const where = planConditions(principal, request.query, today);
      const base = db.selectFrom('action_plans').where(where);
      const total = await countRows(base);
      const rows = await sortedPage(base.selectAll(), page.sort, page, { nullsLast: true }).execute();
      const progress = await progressByPlan(
        db,
        principal.tenantId,
        rows.map((r) => r.id),
      );
      setListHeaders(reply, total, page);
      return rows.map((row) => planJson(principal, row, progress.get(row.id) ?? [], today));
    },
  );

  typed.get(
    `${BASE}/dashboard`,
    options(
      'Action-plan summary: counts by status, library, overdue, average progress',
      {
        querystring: dashboardQuery,
        response: { 200: dashboardSchema },
      },
      'main',
    ),
    async (request) => {
      const principal = principalOf(request);
      const today = tenantToday(principal, deps.now());
      const rows = await db
        .selectFrom('action_plans')
        .select(['id', 'status', 'library', 'due_date'])
        .where(planConditions(principal, request.query, today))
        .execute();
      const progress = await progressByPlan(
        db,
        principal.tenantId,
        rows.map((r) => r.id),
      );
      const byStatus = Object.fromEntries(PLAN_STATUSES.map((s) => [s, 0])) as Record<PlanStatus, number>;
      const planProgresses: number[] = [];
      let activities = 0;
      let activitiesDone = 0;
      for (const row of rows) {
        byStatus[row.status] += 1;
        const values = progress.get(row.id) ?? [];
        activities += values.length;
        activitiesDone += values.filter((v) => v >= 100).length;
        const value = planProgress(values);
        if (value !== null && row.status !== 'CANCELLED') planProgresses.push(value);
      }
      return {
        total: rows.length,
        byStatus,
        library: rows.filter((r) => r.library).length,
        overdue: rows.filter(
          (r) => (r.status === 'OPEN' || r.status === 'IN_PROGRESS') && r.due_date !== null && r.due_date < today,
        ).length,
        averageProgress: planProgress(planProgresses),
        activities,
        activitiesDone,
      };
    },
  );

  typed.get(
    `${BASE}/:id`,
    options(
      'One action plan with its causes and activities',
      {
        params: idParams,
        response: { 200: planDetailSchema },
      },
      'main',
    ),
    async (request) => {
      const principal = principalOf(request);
      const row = await findPlan(db, principal, request.params.id);
      return planDetail(db, principal, row, deps.now());
    },
  );

  typed.delete(
    `${BASE}/:id`,
    options(
      'Delete an action plan with its causes, activities, comments and evidence (needs delete)',
      {
        params: idParams,
        response: { 204: { type: 'null', description: 'Deleted' } },
      },
      'delete',
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const now = deps.now();
      await db.transaction().execute(async (trx) => {
        const plan = await findPlan(trx, principal, request.params.id);
        // The log outlives the plan: its history ends with who deleted it.
        await appendLog(trx, principal, plan.id, 'DELETED', { title: plan.title, status: plan.status }, now);
        await trx
          .deleteFrom('action_plans')
          .where('tenant_id', '=', principal.tenantId)
          .where('id', '=', plan.id)
          .execute();
      });
      return reply.status(204).send();
    },
  );

  typed.put(
    `${BASE}/:id`,
    options(
      'Change the status of an action plan (update; close for CLOSED, CANCELLED and reopening)',
      {
        params: idParams,
        body: statusBody,
        response: { 200: planDetailSchema },
      },
      'main',
    ),
    async (request) => {
      const principal = principalOf(request);
      const to = request.body.actionPlanStatus;
      const now = deps.now();
      return db.transaction().execute(async (trx) => {
        const plan = await findPlan(trx, principal, request.params.id);
        const action = transitionAction(plan.status, to);
        if (!action) throw conflict(`Un plan de acción en estado ${plan.status} no puede pasar a ${to}.`);
        need(principal, action);
        await appendLog(trx, principal, plan.id, 'STATUS_CHANGED', { from: plan.status, to }, now);
        await trx
          .updateTable('action_plans')
          .set({ status: to, updated_at: now, closed_at: to === 'CLOSED' ? now : null })
          .where('tenant_id', '=', principal.tenantId)
          .where('id', '=', plan.id)
          .execute();
        return planDetail(trx, principal, await findPlan(trx, principal, plan.id), now);
      });
    },
  );

  typed.put(
    `${BASE}/:id/library`,
    options(
      'Move an action plan to the best-practices library, or back (needs update)',
      {
        params: idParams,
        body: libraryBody,
        response: { 200: planDetailSchema },
      },
      'update',
    ),
    async (request) => {
      const principal = principalOf(request);
      const library = request.body.library;
      const now = deps.now();
      return db.transaction().execute(async (trx) => {
        const plan = await findPlan(trx, principal, request.params.id);
        // Setting the flag it already has changes nothing, so nothing is logged.
        if (plan.library !== library) {
          await appendLog(trx, principal, plan.id, 'LIBRARY_CHANGED', { from: plan.library, to: library }, now);
          await trx
            .updateTable('action_plans')
            .set({ library, updated_at: now })
            .where('tenant_id', '=', principal.tenantId)
            .where('id', '=', plan.id)
            .execute();
        }
        return planDetail(trx, principal, await findPlan(trx, principal, plan.id), now);
      });
    },
  );

  typed.get(
    `${BASE}/:id/logs`,
    options(
      'Change log of an action plan, newest first, one page (X-Total-Count has the total)',
      {
        params: idParams,
        querystring: pagingQuery,
        response: { 200: pageOf(logSchema) },
      },
      'main',
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const plan = await findPlan(db, principal, request.params.id);
      const page = pageWindow(request.query);
      const base = db
        .selectFrom('action_plan_logs')
        .where('tenant_id', '=', principal.tenantId)
        .where('plan_id', '=', plan.id);
      const total = await countRows(base);
      const rows = await sortedPage(base.selectAll(), [{ column: 'created_at', direction: 'desc' }], page).execute();
      setListHeaders(reply, total, page);
      return rows.map((r) => ({
        id: r.id,
        actionPlanId: r.plan_id,
        accountId: r.account_id,
        author: r.author,
        action: r.action,
        detail: r.detail,
        createdAt: r.created_at.toISOString(),
      }));
    },
  );

  typed.post(
    `${BASE}/:id/comments-report`,
    {
      // Every field is optional, so a POST without a body asks for the defaults.
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
      ...options(
        "Report of the comments behind an action plan: its activities' comments and the customers' comments at its geography and moment",
        { params: idParams, body: commentsReportBody, response: { 200: commentsReportSchema } },
        'main',
      ),
    },
    async (request) => {
      const principal = principalOf(request);
      const body = request.body ?? {};
      checkRange(body.dateFrom, body.dateTo, 'body');
      const now = deps.now();
      const plan = await findPlan(db, principal, request.params.id);
      const timeZone = principal.tenant.tenant.value.timezone;
      // Default window: the 90 days before the plan was created, up to today.
      const dateTo = body.dateTo ?? tenantToday(principal, now);
      const dateFrom =
        body.dateFrom ?? formatWireDate(addDays(parseWireDate(tenantToday(principal, plan.created_at)), -90));
      if (dateFrom > dateTo) throw badRequest(`body.dateFrom: ${dateFrom} es posterior a dateTo ${dateTo}.`);

      const activities = await db
        .selectFrom('action_plan_activities')
        .select(['id', 'title'])
        .where('tenant_id', '=', principal.tenantId)
        .where('plan_id', '=', plan.id)
        .orderBy('id')
        .execute();
      const comments = await db
        .selectFrom('action_plan_activity_comments')
        .selectAll()
        .where('tenant_id', '=', principal.tenantId)
        .where('plan_id', '=', plan.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();

      const { trees } = principal.tenant;
      const geos = [...trees.geographies.expand([plan.geo_location_id])];
      const scope = planScope(principal);
      const moments =
        plan.critical_moment_id !== null
          ? [...trees.criticalMoments.expand([plan.critical_moment_id])]
          : scope.criticalMoments
            ? [...scope.criticalMoments]
            : null;
      const day = sql`(created_at AT TIME ZONE ${timeZone})::date`;
      let customer = db
        .selectFrom('response_comments')
        .where('tenant_id', '=', principal.tenantId)
        .where('geo_location_id', 'in', geos)
        .where(sql<boolean>`${day} >= ${dateFrom}::date`)
        .where(sql<boolean>`${day} <= ${dateTo}::date`);
      if (moments)
        customer = moments.length
          ? customer.where('critical_moment_id', 'in', moments)
          : customer.where(sql<boolean>`false`);
      if (body.sentiment?.length) customer = customer.where('sentiment', 'in', body.sentiment);
      const counts = await customer
        .select(['sentiment', (eb) => eb.fn.countAll<number | string>().as('n')])
        .groupBy('sentiment')
        .execute();
      const items = await customer
        .select([
          'response_id',
          'question_id',
          'created_at',
          'text',
          'sentiment',
          'tags',
          'geo_location_id',
          'critical_moment_id',
        ])
        .orderBy('created_at', 'desc')
        .orderBy('response_id', 'desc')
        .limit(body.limit ?? COMMENTS_LIMIT)
        .execute();
      const count = (s: number): number => Number(counts.find((c) => c.sentiment === s)?.n ?? 0);

      return {
        actionPlanId: plan.id,
        title: plan.title,
        generatedAt: now.toISOString(),
        dateFrom,
        dateTo,
        activityComments: {
          total: comments.length,
          activities: activities.map((a) => ({
            activityId: a.id,
            title: a.title,
            comments: comments
              .filter((c) => c.activity_id === a.id)
              .map((c) => ({
                id: c.id,
                activityId: c.activity_id,
                author: c.author,
                text: c.text,
                createdAt: c.created_at.toISOString(),
              })),
          })),
        },
        customerComments: {
          total: count(1) + count(0) + count(-1),
          positive: count(1),
          neutral: count(0),
          negative: count(-1),
          items: items.map((c) => ({
            responseId: c.response_id,
            questionId: c.question_id,
            date: tenantToday(principal, c.created_at),
            text: c.text,
            sentiment: c.sentiment,
            tags: c.tags,
            geoLocationId: c.geo_location_id,
            criticalMomentId: c.critical_moment_id,
          })),
        },
      };
    },
  );

  typed.get(
    `${BASE}/:id/causes`,
    options(
      'Root causes of an action plan, in order',
      {
        params: idParams,
        response: { 200: arrayOf(causeSchema) },
      },
      'main',
    ),
    async (request) => {
      const principal = principalOf(request);
      const plan = await findPlan(db, principal, request.params.id);
      return planCauses(db, principal.tenantId, plan.id);
    },
  );

  typed.put(
    `${BASE}/:id/causes`,
    options(
      'Replace the root causes of an action plan (needs root-cause)',
      {
        params: idParams,
        body: causesBody,
        response: { 200: arrayOf(causeSchema) },
      },
      'root-cause',
    ),
    async (request) => {
      const principal = principalOf(request);
      const causes = request.body.causes.map((c, i) => ({
        text: nonBlank(c.text, `body.causes.${i}.text`),
        category: c.category ?? null,
      }));
      const now = deps.now();
      const tenantId = principal.tenantId;
      return db.transaction().execute(async (trx) => {
        const plan = await findPlan(trx, principal, request.params.id);
        assertEditable(plan);
        const before = await planCauses(trx, tenantId, plan.id);
        await trx
          .deleteFrom('action_plan_causes')
          .where('tenant_id', '=', tenantId)
          .where('plan_id', '=', plan.id)
          .execute();
        await appendLog(
          trx,
          principal,
          plan.id,
          'CAUSES_REPLACED',
          { before: before.map((c) => c.text), after: causes.map((c) => c.text) },
          now,
        );
        if (causes.length) {
          const first = await reserveIds(trx, tenantId, 'action_plan_causes', causes.length);
          await trx
            .insertInto('action_plan_causes')
            .values(
              causes.map((c, i) => ({
                tenant_id: tenantId,
                id: first + i,
                plan_id: plan.id,
                position: i,
                text: c.text,
                category: c.category ?? null,
              })),
            )
            .execute();
        }
        await trx
          .updateTable('action_plans')
          .set({ updated_at: now })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', plan.id)
          .execute();
        return planCauses(trx, tenantId, plan.id);
      });
    },
  );
}
