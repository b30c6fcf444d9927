import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps, SchemaTypes } from '../http/route-module.js';
import {
  attachmentHeader,
  EVIDENCE_CONTENT_TYPES,
  EVIDENCE_POLICY,
  EVIDENCE_REFUSALS,
  EVIDENCE_UPLOAD_BODY,
  readEvidence,
} from '../http/evidence.js';
import { notFound } from '../http/errors.js';
import { principalOf, type Gate } from '../http/principal.js';
import { MAX_ID, idParamsSchema, isoInstant, timestampValue } from '../surveys/list-query.js';
import { canUseAlertAction, ensure, findAlert, readAlerts } from './alertQueries.js';
import { nextId } from '../db/sequences.js';

// Evidence files of an alert (docs/routing.md: POST, GET and DELETE `alert-evidence/{id}`). Upload
// is multipart, read and checked by the API's one upload policy (http/evidence.ts), and only then
// are all files inserted in one transaction — a refused file leaves nothing stored.

const evidenceSchema = {
  type: 'object',
  required: ['id', 'alertId', 'fileName', 'contentType', 'size', 'createdAt'],
  properties: {
    id: { type: 'integer' },
    alertId: { type: 'integer' },
    fileName: { type: 'string' },
    contentType: { type: 'string' },
    size: { type: 'integer' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

const nestedParamsSchema = {
  type: 'object',
  required: ['id', 'evidenceId'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', minimum: 1, maximum: MAX_ID },
    evidenceId: { type: 'integer', minimum: 1, maximum: MAX_ID },
  },
} as const;

const security = [{ bearer: [] }];

interface EvidenceMeta {
  id: number;
  alert_id: number;
  file_name: string;
  content_type: string;
  size: number;
  created_at: unknown;
}

const toRecord = (e: EvidenceMeta): Record<string, unknown> => ({
  id: e.id,
  alertId: e.alert_id,
  fileName: e.file_name,
  contentType: e.content_type,
  size: e.size,
  createdAt: isoInstant(e.created_at),
});

/**
 * Registers the evidence routes of alerts (called by alertRoutes, in its plugin: its auth hook
 * checks the token, then the route's base right that `gated` puts in the route's config, before the
 * upload is read).
 */
export function registerAlertEvidence(
  app: FastifyInstance,
  deps: AppDeps,
  gated: (gate: Gate) => { gate: Gate },
): void {
  // Requests typed from the route schemas (http/route-module.ts SchemaTypes): no interfaces beside them.
  const typed = app.withTypeProvider<SchemaTypes>();
  const { db } = deps;
  const addEvidence =
    (message: string): Gate =>
    (principal) =>
      ensure(canUseAlertAction(principal, 'addEvidence'), message);
  const deleteGate = addEvidence('Eliminar evidencias requiere la acción "addEvidence".');

  /** Deletes one evidence of an alert in the caller's scope (404 otherwise). */
  async function deleteEvidence(request: FastifyRequest, evidenceId: number, alertId?: number): Promise<void> {
    const principal = principalOf(request);
    await db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom('alert_evidence')
        .select(['id', 'alert_id'])
        .where('tenant_id', '=', principal.tenantId)
        .where('id', '=', evidenceId);
      if (alertId !== undefined) query = query.where('alert_id', '=', alertId);
      const evidence = await query.executeTakeFirst();
      const alert = evidence ? await findAlert(trx, principal, evidence.alert_id) : undefined;
      if (!evidence || !alert) throw notFound(`No existe la evidencia ${evidenceId}.`);
      await trx
        .deleteFrom('alert_evidence')
        .where('tenant_id', '=', principal.tenantId)
        .where('id', '=', evidence.id)
        .execute();
    });
  }

  typed.post(
    '/api/voc/alert-evidence/:id',
    {
      config: gated(addEvidence('Adjuntar evidencias requiere la acción "addEvidence".')),
      schema: {
        tags: ['alerts'],
        summary: 'Upload evidence files to an alert (multipart; the addEvidence action)',
        description: EVIDENCE_POLICY,
        consumes: ['multipart/form-data'],
        security,
        params: idParamsSchema,
        body: EVIDENCE_UPLOAD_BODY,
        response: { 201: { type: 'array', items: evidenceSchema }, ...EVIDENCE_REFUSALS },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const alert = await findAlert(db, principal, request.params.id);
      if (!alert) throw notFound(`No existe la alerta ${request.params.id}.`);
      const files = await readEvidence(request);
      const createdAt = deps.now();
      const stored = await db.transaction().execute(async (trx) => {
        // The alert may have gone while the files were uploading.
        if (!(await findAlert(trx, principal, alert.id, true))) throw notFound(`No existe la alerta ${alert.id}.`);
        const out: EvidenceMeta[] = [];
        for (const file of files) {
          const id = await nextId(trx, principal.tenantId, 'alert_evidence');
          const row = {
            id,
            alert_id: alert.id,
            file_name: file.fileName,
            content_type: file.contentType,
            size: file.data.length,
            created_at: createdAt,
          };
          await trx
            .insertInto('alert_evidence')
            .values({ ...row, created_at: timestampValue(createdAt), tenant_id: principal.tenantId, data: file.data })
            .execute();
          out.push(row);
        }
        return out;
      });
      return reply.status(201).send(stored.map(toRecord));
    },
  );

  typed.get(
    '/api/voc/alert-evidence/:id',
    {
      config: gated(readAlerts),
      schema: {
        tags: ['alerts'],
        summary: 'The evidence files of an alert (names, types, sizes; oldest first)',
        security,
        params: idParamsSchema,
        response: { 200: { type: 'array', items: evidenceSchema } },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const alert = await findAlert(db, principal, request.params.id);
      if (!alert) throw notFound(`No existe la alerta ${request.params.id}.`);
      const rows = await db
        .selectFrom('alert_evidence')
        .select(['id', 'alert_id', 'file_name', 'content_type', 'size', 'created_at'])
        .where('tenant_id', '=', principal.tenantId)
        .where('alert_id', '=', alert.id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toRecord);
    },
  );

  typed.get(
    '/api/voc/alert-evidence/:id/:evidenceId',
    {
      config: gated(readAlerts),
      schema: {
        tags: ['alerts'],
        summary: 'One evidence file of an alert, as an attachment',
        security,
        params: nestedParamsSchema,
        produces: [...EVIDENCE_CONTENT_TYPES],
        response: { 200: { description: 'The file, with its content type.', type: 'string', format: 'binary' } },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const alert = await findAlert(db, principal, request.params.id);
      const evidence = alert
        ? await db
            .selectFrom('alert_evidence')
            .select(['file_name', 'content_type', 'data'])
            .where('tenant_id', '=', principal.tenantId)
            .where('alert_id', '=', alert.id)
            .where('id', '=', request.params.evidenceId)
            .executeTakeFirst()
        : undefined;
      if (!evidence) throw notFound(`No existe la evidencia ${request.params.evidenceId}.`);
      const data = Buffer.from(evidence.data.buffer, evidence.data.byteOffset, evidence.data.byteLength);
      return reply
        .type(evidence.content_type)
        .header('content-disposition', attachmentHeader(evidence.file_name))
        .header('cache-control', 'private, no-store')
        .send(data);
    },
  );

  typed.delete(
    '/api/voc/alert-evidence/:id',
    {
      config: gated(deleteGate),
      schema: {
        tags: ['alerts'],
        summary: 'Delete one evidence file (id of the evidence, as in docs/routing.md; the addEvidence action)',
        security,
        params: idParamsSchema,
        response: { 204: { type: 'null', description: 'Deleted.' } },
      },
    },
    async (request, reply) => {
      await deleteEvidence(request, request.params.id);
      return reply.status(204).send();
    },
  );

  typed.delete(
    '/api/voc/alert-evidence/:id/:evidenceId',
    {
      config: gated(deleteGate),
      schema: {
        tags: ['alerts'],
        summary: 'Delete one evidence file of an alert (the addEvidence action)',
        security,
        params: nestedParamsSchema,
        response: { 204: { type: 'null', description: 'Deleted.' } },
      },
    },
    async (request, reply) => {
      await deleteEvidence(request, request.params.evidenceId, request.params.id);
      return reply.status(204).send();
    },
  );
}
