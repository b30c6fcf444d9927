import type { FastifyInstance, FastifySchema } from 'fastify';
import type { AppDeps, SchemaTypes } from '../http/route-module.js';
import { notFound } from '../http/errors.js';
import {
  attachmentHeader,
  EVIDENCE_POLICY,
  EVIDENCE_REFUSALS,
  EVIDENCE_UPLOAD_BODY,
  readEvidence,
} from '../http/evidence.js';
import { countRows, pageWindow, setListHeaders, sortedPage } from '../http/list-query.js';
import { principalOf, type Principal } from '../http/principal.js';
import { checkDate, need, nonBlank, type PlanAction } from './guards.js';
import {
  activityJson,
  appendLog,
  assertEditable,
  findActivity,
  findPlan,
  planProgress,
  progressByPlan,
  tenantToday,
} from './plan-store.js';
import {
  activitySchema,
  arrayOf,
  pageOf,
  commentBody,
  commentParams,
  commentSchema,
  createActivityBody,
  evidenceParams,
  evidenceSchema,
  idParams,
  pagingQuery,
  progressBody,
  progressParams,
  templateSchema,
  templatesQuery,
  updateActivityBody,
} from './schemas.js';
import { reserveIds, withActionPlanTables, type PlanDb } from './tables.js';
import { activityStatusOf } from './transitions.js';

const BASE = '/api/voc/action-plan-activities';
const TAGS = ['action-plans'];
const SECURITY = [{ bearer: [] }];
const OLDEST_FIRST = [{ column: 'created_at', direction: 'asc' }] as const;

/** The activity, comment, evidence and template routes. */
export function activityRoutes(app: FastifyInstance, deps: AppDeps): void {
  const db: PlanDb = withActionPlanTables(deps.db);
  // Each route names its base action, checked with the token before the body is read: a caller
  // without it gets 403 whatever it sends. Deleting another's comment, which depends on the
  // comment, also needs delete (checked in the handler).
  // Requests typed from the route schemas (http/route-module.ts SchemaTypes): no interfaces beside them.
  const typed = app.withTypeProvider<SchemaTypes>();
  const options = <Schema extends FastifySchema>(summary: string, schema: Schema, action: PlanAction) => ({
    config: { gate: (principal: Principal) => need(principal, action) },
    schema: { tags: TAGS, summary, security: SECURITY, ...schema },
  });

  const touchPlan = async (trx: PlanDb, principal: Principal, planId: number, now: Date): Promise<void> => {
    await trx
      .updateTable('action_plans')
      .set({ updated_at: now })
      .where('tenant_id', '=', principal.tenantId)
      .where('id', '=', planId)
      .execute();
  };

  typed.post(
    BASE,
    options(
      'Add an activity to an action plan (needs add-activity)',
      {
        body: createActivityBody,
        response: { 201: activitySchema },
      },
      'add-activity',
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const body = request.body;
      const title = nonBlank(body.title, 'body.title');
      checkDate(body.dueDate, 'body.dueDate');
      const now = deps.now();
      const activity = await db.transaction().execute(async (trx) => {
        const plan = await findPlan(trx, principal, body.actionPlanId);
        assertEditable(plan);
        const id = await reserveIds(trx, principal.tenantId, 'action_plan_activities');
        const row = await trx
          .insertInto('action_plan_activities')
          .values({
            tenant_id: principal.tenantId,
            id,
            plan_id: plan.id,
            title,
            description: body.description ?? '',
            owner: body.owner ?? null,
            due_date: body.dueDate ?? null,
            progress: 0,
            status: activityStatusOf(0),
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await appendLog(trx, principal, plan.id, 'ACTIVITY_ADDED', { activityId: id, title }, now);
        await touchPlan(trx, principal, plan.id, now);
        return row;
      });
      return reply.status(201).send(activityJson(activity, tenantToday(principal, now)));
    },
  );

  typed.put(
    `${BASE}/:id`,
    options(
      'Update the title, description, owner or due date of an activity (needs update)',
      {
        params: idParams,
        body: updateActivityBody,
        response: { 200: activitySchema },
      },
      'update',
    ),
    async (request) => {
      const principal = principalOf(request);
      const body = request.body;
      const title = body.title === undefined ? undefined : nonBlank(body.title, 'body.title');
      checkDate(body.dueDate, 'body.dueDate');
      const now = deps.now();
      const row = await db.transaction().execute(async (trx) => {
        const { activity, plan } = await findActivity(trx, principal, request.params.id);
        assertEditable(plan);
        const next = {
          title: title ?? activity.title,
          description: body.description ?? activity.description,
          owner: body.owner === undefined ? activity.owner : body.owner,
          due_date: body.dueDate === undefined ? activity.due_date : body.dueDate,
        };
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        const fields = { title: 'title', description: 'description', owner: 'owner', due_date: 'dueDate' } as const;
        for (const [column, name] of Object.entries(fields) as [keyof typeof next, string][]) {
          if (next[column] !== activity[column]) changes[name] = { from: activity[column], to: next[column] };
        }
        if (Object.keys(changes).length === 0) return activity;
        await appendLog(trx, principal, plan.id, 'ACTIVITY_UPDATED', { activityId: activity.id, changes }, now);
        await touchPlan(trx, principal, plan.id, now);
        return trx
          .updateTable('action_plan_activities')
          .set({ ...next, updated_at: now })
          .where('tenant_id', '=', principal.tenantId)
          .where('id', '=', activity.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return activityJson(row, tenantToday(principal, now));
    },
  );

  typed.put(
    '/api/voc/action-plans/:id/activities/:activityId/progress',
    options(
      "Set an activity's progress (0–100); the plan's progress is the mean of its activities' (needs update)",
      {
        params: progressParams,
        body: progressBody,
        response: {
          200: {
            type: 'object',
            required: ['activity', 'actionPlanProgress'],
            properties: { activity: activitySchema, actionPlanProgress: { type: ['number', 'null'] } },
          },
        },
      },
      'update',
    ),
    async (request) => {
      const principal = principalOf(request);
      const { id, activityId } = request.params;
      const progress = request.body.progress;
      const now = deps.now();
      return db.transaction().execute(async (trx) => {
        const { activity, plan } = await findActivity(trx, principal, activityId);
        if (plan.id !== id) throw notFound(`El plan de acción ${id} no tiene la actividad ${activityId}.`);
        assertEditable(plan);
        let row = activity;
        if (activity.progress !== progress) {
          await appendLog(
            trx,
            principal,
            plan.id,
            'PROGRESS_CHANGED',
            { activityId, from: activity.progress, to: progress },
            now,
          );
          row = await trx
            .updateTable('action_plan_activities')
            .set({ progress, status: activityStatusOf(progress), updated_at: now })
            .where('tenant_id', '=', principal.tenantId)
            .where('id', '=', activityId)
            .returningAll()
            .executeTakeFirstOrThrow();
          await touchPlan(trx, principal, plan.id, now);
        }
        const values = (await progressByPlan(trx, principal.tenantId, [plan.id])).get(plan.id) ?? [];
        return { activity: activityJson(row, tenantToday(principal, now)), actionPlanProgress: planProgress(values) };
      });
    },
  );

  // ---- comments ----

  typed.get(
    `${BASE}/:id/comments`,
    options(
      'Comments of an activity, oldest first, one page (X-Total-Count has the total)',
      {
        params: idParams,
        querystring: pagingQuery,
        response: { 200: pageOf(commentSchema) },
      },
      'main',
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const { activity } = await findActivity(db, principal, request.params.id);
      const page = pageWindow(request.query);
      const base = db
        .selectFrom('action_plan_activity_comments')
        .where('tenant_id', '=', principal.tenantId)
        .where('activity_id', '=', activity.id);
      const total = await countRows(base);
      const rows = await sortedPage(base.selectAll(), OLDEST_FIRST, page).execute();
      setListHeaders(reply, total, page);
      return rows.map((c) => ({
        id: c.id,
        activityId: c.activity_id,
        author: c.author,
        text: c.text,
        createdAt: c.created_at.toISOString(),
      }));
    },
  );

  typed.post(
    `${BASE}/:id/comments`,
    options(
      'Comment on an activity (needs update)',
      {
        params: idParams,
        body: commentBody,
        response: { 201: commentSchema },
      },
      'update',
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const text = nonBlank(request.body.text, 'body.text');
      const now = deps.now();
      const row = await db.transaction().execute(async (trx) => {
        const { activity, plan } = await findActivity(trx, principal, request.params.id);
        assertEditable(plan);
        const id = await reserveIds(trx, principal.tenantId, 'action_plan_activity_comments');
        await appendLog(trx, principal, plan.id, 'COMMENT_ADDED', { activityId: activity.id, commentId: id }, now);
        return trx
          .insertInto('action_plan_activity_comments')
          .values({
            tenant_id: principal.tenantId,
            id,
            activity_id: activity.id,
            plan_id: plan.id,
            author_id: principal.accountId,
            author: principal.email,
            text,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return reply.status(201).send({
        id: row.id,
        activityId: row.activity_id,
        author: row.author,
        text: row.text,
        createdAt: row.created_at.toISOString(),
      });
    },
  );

  typed.delete(
    `${BASE}/:id/comments/:commentId`,
    options(
      "Delete a comment of an activity (update for one's own, delete for another's)",
      {
        params: commentParams,
        response: { 204: { type: 'null', description: 'Deleted' } },
      },
      'update',
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const now = deps.now();
      await db.transaction().execute(async (trx) => {
        const { activity, plan } = await findActivity(trx, principal, request.params.id);
        const comment = await trx
          .selectFrom('action_plan_activity_comments')
          .selectAll()
          .where('tenant_id', '=', principal.tenantId)
          .where('activity_id', '=', activity.id)
          .where('id', '=', request.params.commentId)
          .executeTakeFirst();
        if (!comment)
          throw notFound(`No existe el comentario ${request.params.commentId} de la actividad ${activity.id}.`);
        if (comment.author !== principal.email) need(principal, 'delete');
        assertEditable(plan);
        await appendLog(
          trx,
          principal,
          plan.id,
          'COMMENT_DELETED',
          { activityId: activity.id, commentId: comment.id, author: comment.author, text: comment.text },
          now,
        );
        await trx
          .deleteFrom('action_plan_activity_comments')
          .where('tenant_id', '=', principal.tenantId)
          .where('id', '=', comment.id)
          .execute();
      });
      return reply.status(204).send();
    },
  );

  // ---- evidence ----

  const evidenceJson = (e: {
    id: number;
    activity_id: number;
    file_name: string;
    content_type: string;
    size: number;
    uploaded_by: string;
    created_at: Date;
  }): Record<string, unknown> => ({
    id: e.id,
    activityId: e.activity_id,
    fileName: e.file_name,
    contentType: e.content_type,
    size: e.size,
    uploadedBy: e.uploaded_by,
    createdAt: e.created_at.toISOString(),
    url: `${BASE}/${e.activity_id}/evidences/${e.id}`,
  });

  typed.post(
    `${BASE}/:id/evidences`,
    options(
      'Upload evidence files to an activity (multipart; needs update)',
      {
        description: EVIDENCE_POLICY,
        consumes: ['multipart/form-data'],
        params: idParams,
        body: EVIDENCE_UPLOAD_BODY,
        response: { 201: arrayOf(evidenceSchema), ...EVIDENCE_REFUSALS },
      },
      'update',
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      // The plan is checked before the upload is read, so a refused caller costs no parsing.
      const { activity, plan } = await findActivity(db, principal, request.params.id);
      assertEditable(plan);
      const uploads = await readEvidence(request);
      const now = deps.now();
      const rows = await db.transaction().execute(async (trx) => {
        const current = await findActivity(trx, principal, activity.id);
        assertEditable(current.plan);
        const first = await reserveIds(trx, principal.tenantId, 'action_plan_activity_evidence', uploads.length);
        const inserted = await trx
          .insertInto('action_plan_activity_evidence')
          .values(
            uploads.map((u, i) => ({
              tenant_id: principal.tenantId,
              id: first + i,
              activity_id: activity.id,
              plan_id: plan.id,
              file_name: u.fileName,
              content_type: u.contentType,
              size: u.data.length,
              data: u.data,
              uploaded_by: principal.email,
              created_at: now,
            })),
          )
          .returning(['id', 'activity_id', 'file_name', 'content_type', 'size', 'uploaded_by', 'created_at'])
          .execute();
        await appendLog(
          trx,
          principal,
          plan.id,
          'EVIDENCE_ADDED',
          { activityId: activity.id, files: inserted.map((e) => ({ id: e.id, fileName: e.file_name, size: e.size })) },
          now,
        );
        await touchPlan(trx, principal, plan.id, now);
        return inserted;
      });
      return reply.status(201).send(rows.map(evidenceJson));
    },
  );

  typed.get(
    `${BASE}/:id/evidences`,
    options(
      'Evidence files of an activity (descriptions; each url serves the file), one page',
      {
        params: idParams,
        querystring: pagingQuery,
        response: { 200: pageOf(evidenceSchema) },
      },
      'main',
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const { activity } = await findActivity(db, principal, request.params.id);
      const page = pageWindow(request.query);
      const base = db
        .selectFrom('action_plan_activity_evidence')
        .where('tenant_id', '=', principal.tenantId)
        .where('activity_id', '=', activity.id);
      const total = await countRows(base);
      const columns = base.select([
        'id',
        'activity_id',
        'file_name',
        'content_type',
        'size',
        'uploaded_by',
        'created_at',
      ]);
      const rows = await sortedPage(columns, OLDEST_FIRST, page).execute();
      setListHeaders(reply, total, page);
      return rows.map(evidenceJson);
    },
  );

  typed.get(
    `${BASE}/:id/evidences/:evidenceId`,
    options(
      'One evidence file of an activity, as an attachment',
      {
        params: evidenceParams,
        response: {
          200: {
            description: 'The file',
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
      'main',
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const { activity } = await findActivity(db, principal, request.params.id);
      const file = await db
        .selectFrom('action_plan_activity_evidence')
        .selectAll()
        .where('tenant_id', '=', principal.tenantId)
        .where('activity_id', '=', activity.id)
        .where('id', '=', request.params.evidenceId)
        .executeTakeFirst();
      if (!file) throw notFound(`No existe la evidencia ${request.params.evidenceId}.`);
      return reply
        .type(file.content_type)
        .header('content-disposition', attachmentHeader(file.file_name))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.data));
    },
  );

  typed.delete(
    `${BASE}/:id/evidences/:evidenceId`,
    options(
      'Delete an evidence file of an activity (needs update)',
      {
        params: evidenceParams,
        response: { 204: { type: 'null', description: 'Deleted' } },
      },
      'update',
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const now = deps.now();
      await db.transaction().execute(async (trx) => {
        const { activity, plan } = await findActivity(trx, principal, request.params.id);
        const file = await trx
          .selectFrom('action_plan_activity_evidence')
          .select(['id', 'file_name'])
          .where('tenant_id', '=', principal.tenantId)
          .where('activity_id', '=', activity.id)
          .where('id', '=', request.params.evidenceId)
          .executeTakeFirst();
        if (!file) throw notFound(`No existe la evidencia ${request.params.evidenceId}.`);
        assertEditable(plan);
        await appendLog(
          trx,
          principal,
          plan.id,
          'EVIDENCE_DELETED',
          { activityId: activity.id, evidenceId: file.id, fileName: file.file_name },
          now,
        );
        await trx
          .deleteFrom('action_plan_activity_evidence')
          .where('tenant_id', '=', principal.tenantId)
          .where('id', '=', file.id)
          .execute();
        await touchPlan(trx, principal, plan.id, now);
      });
      return reply.status(204).send();
    },
  );

  // ---- templates ----

  typed.get(
    '/api/voc/action-plan-templates',
    options(
      'Action-plan templates, optionally for one indicator, one page (X-Total-Count has the total)',
      {
        querystring: templatesQuery,
        response: { 200: pageOf(templateSchema) },
      },
      'main',
    ),
    async (request, reply) => {
      const principal = principalOf(request);
      const { indicatorId } = request.query;
      const page = pageWindow(request.query);
      let base = db.selectFrom('action_plan_templates').where('tenant_id', '=', principal.tenantId);
      if (indicatorId) base = base.where('indicator_id', '=', indicatorId);
      const total = await countRows(base);
      const rows = await sortedPage(base.selectAll(), [{ column: 'indicator_id', direction: 'asc' }], page).execute();
      setListHeaders(reply, total, page);
      return rows.map((t) => ({
        id: t.id,
        indicatorId: t.indicator_id,
        title: t.title,
        description: t.description,
        activities: t.activities,
      }));
    },
  );
}
