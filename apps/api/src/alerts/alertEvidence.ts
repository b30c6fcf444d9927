import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app.js';
import { UPLOAD_LIMITS } from '../http/uploads.js';
import { CONTENT_CHECKS, mediaType, readUploads } from '../http/evidence.js';
import { HttpError, badRequest, notFound } from '../http/errors.js';
import { principalOf, type Gate } from '../http/principal.js';
import { MAX_ID, idParamsSchema, isoInstant, timestampValue } from '../surveys/list-query.js';
import { canUseAlertAction, ensure, findAlert, readAlerts } from './alertQueries.js';
import { nextId } from '../db/sequences.js';

// Evidence files of an alert (docs/routing.md: POST, GET and DELETE `alert-evidence/{id}`). Upload
// is multipart (http/evidence.ts): every part is read and checked first (size and count limits of
// UPLOAD_LIMITS, a type allow-list checked against the file's first bytes, each file as soon as it
// is read), and only then are all files inserted in one transaction — a refused file leaves
// nothing stored.

/** Content types an evidence file may have. */
export const EVIDENCE_TYPES = ['image/png', 'image/jpeg', 'application/pdf', 'text/plain'] as const;
/** A content type of EVIDENCE_TYPES. */
export type EvidenceType = (typeof EVIDENCE_TYPES)[number];

/** Whether a file's bytes are what its declared type says (magic numbers; text is NUL-free UTF-8). */
export function contentMatchesType(data: Uint8Array, type: EvidenceType): boolean {
  return CONTENT_CHECKS[type](data);
}

/** A file name safe to store and to send back: no path, no control characters, at most 255 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return clean === '' || clean === '.' || clean === '..' ? 'archivo' : clean;
}

/** A Content-Disposition attachment header with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** An uploaded file, checked. */
export interface EvidenceFile {
  fileName: string;
  contentType: EvidenceType;
  data: Buffer;
}

/** Checks one uploaded file: a type of the allow-list whose bytes match it, not empty. Throws 400. */
export function checkEvidenceFile(fileName: string, declaredType: string, data: Buffer): EvidenceFile {
  const type = mediaType(declaredType);
  const allowed = (EVIDENCE_TYPES as readonly string[]).includes(type);
  if (!allowed) {
    throw badRequest(
      `file "${fileName}": el tipo ${type || '(ninguno)'} no está permitido; tipos admitidos: ${EVIDENCE_TYPES.join(', ')}.`,
    );
  }
  if (data.length === 0) throw badRequest(`file "${fileName}": el archivo está vacío.`);
  if (!contentMatchesType(data, type as EvidenceType)) {
    throw badRequest(`file "${fileName}": el contenido no corresponde al tipo ${type}.`);
  }
  return { fileName, contentType: type as EvidenceType, data };
}

const MEGABYTE = 1024 * 1024;

/** Reads the files of an upload, checking each as soon as it is read; nothing is written here. */
function readEvidenceFiles(request: FastifyRequest): Promise<EvidenceFile[]> {
  return readUploads(request, {
    messages: {
      notMultipart: () =>
        new HttpError(
          415,
          'Se espera un formulario multipart/form-data con los archivos.',
          'error.unsupportedMediaType',
        ),
      fileTooLarge: (fileName, megabytes) => `file "${fileName}": supera el tamaño máximo de ${megabytes} MB.`,
      tooManyFiles: (files) => `Se admiten como máximo ${files} archivos por envío.`,
      tooManyParts: 'El formulario tiene demasiadas partes.',
      malformed: 'body: el formulario multipart está mal formado.',
      noFile: 'body: falta al menos un archivo ("file").',
    },
    fileName: cleanFileName,
    accept: (file) => checkEvidenceFile(file.fileName, file.contentType, file.data),
  });
}

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

// The multipart form, for the OpenAPI document. The handler reads the parts itself, so Fastify
// validates an absent body: the second branch lets it through (an object branch alone would not).
const uploadBodySchema = {
  content: {
    'multipart/form-data': {
      schema: {
        anyOf: [
          {
            type: 'object',
            properties: {
              file: {
                type: 'array',
                maxItems: UPLOAD_LIMITS.files,
                items: { type: 'string', format: 'binary' },
                description: 'The files (one part each).',
              },
            },
          },
          { not: { type: 'object' } },
        ],
      },
    },
  },
} as const;

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
 * Registers the evidence routes of alerts (called by alertRoutes, whose `auth` makes each route's
 * onRequest hook: the token, then the route's base right, before the upload is read).
 */
export function registerAlertEvidence(
  app: FastifyInstance,
  deps: AppDeps,
  auth: (gate: Gate) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
): void {
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

  app.post<{ Params: { id: number } }>(
    '/api/voc/alert-evidence/:id',
    {
      onRequest: auth(addEvidence('Adjuntar evidencias requiere la acción "addEvidence".')),
      schema: {
        tags: ['alerts'],
        summary: 'Upload evidence files to an alert (multipart; the addEvidence action)',
        description:
          `Up to ${UPLOAD_LIMITS.files} files of at most ${UPLOAD_LIMITS.fileSize / MEGABYTE} MB each, of types ` +
          `${EVIDENCE_TYPES.join(', ')} (checked against the content). Too large or too many: 413; another type: 400; ` +
          'either way nothing is stored.',
        consumes: ['multipart/form-data'],
        security,
        params: idParamsSchema,
        body: uploadBodySchema,
        response: { 201: { type: 'array', items: evidenceSchema } },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const alert = await findAlert(db, principal, request.params.id);
      if (!alert) throw notFound(`No existe la alerta ${request.params.id}.`);
      const files = await readEvidenceFiles(request);
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

  app.get<{ Params: { id: number } }>(
    '/api/voc/alert-evidence/:id',
    {
      onRequest: auth(readAlerts),
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

  app.get<{ Params: { id: number; evidenceId: number } }>(
    '/api/voc/alert-evidence/:id/:evidenceId',
    {
      onRequest: auth(readAlerts),
      schema: {
        tags: ['alerts'],
        summary: 'One evidence file of an alert, as an attachment',
        security,
        params: nestedParamsSchema,
        produces: [...EVIDENCE_TYPES],
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

  app.delete<{ Params: { id: number } }>(
    '/api/voc/alert-evidence/:id',
    {
      onRequest: auth(deleteGate),
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

  app.delete<{ Params: { id: number; evidenceId: number } }>(
    '/api/voc/alert-evidence/:id/:evidenceId',
    {
      onRequest: auth(deleteGate),
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
