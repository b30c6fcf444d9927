import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SHARED_FOLDER } from '@voz/validation';
import { DashboardsFolder } from '@voz/validation/cli';
import type { AppDeps, SchemaTypes } from '../http/route-module.js';
import { authenticateRoutes, principalOf, type Gate, type Principal } from '../http/principal.js';
import { editableTenants, mayEditShared, requireEditor, requireFolder } from './access.js';
import { AuthoringError, missing } from './errors.js';
import { listFolder, readVersioned } from './folder.js';
import { findEntry, listHistory } from './history.js';
import { createFile, deleteFile, renameFile, restoreEntry, saveFile, type Editor } from './operations.js';
import { checkPath, locate } from './paths.js';
import * as S from './schemas.js';

// The dashboard editor's API (/api/authoring): the tenant folders a consultant or the root
// operator may edit, their files with versions, and validated, versioned writes with a history.
// Authentication and the right to the folder are checked on request, before the input is.

/** Name shown for the shared fragments. */
export const SHARED_NAME = 'Fragmentos compartidos';

/** The tenant's name in its tenant.json, or its id when it has none (or the file does not parse). */
function tenantName(dashboardsDir: string, tenantId: string): string {
  try {
    const bytes = new DashboardsFolder(dashboardsDir).read(`${tenantId}/tenant.json`);
    if (!bytes) return tenantId;
    const value = JSON.parse(bytes.toString('utf8')) as unknown;
    const name = (value as { name?: unknown } | null)?.name;
    return typeof name === 'string' && name.trim() ? name : tenantId;
  } catch {
    return tenantId;
  }
}

function authorOf(principal: Principal): Editor['author'] {
  return { email: principal.email, name: `${principal.firstName} ${principal.lastName}`.trim() };
}

/** Routes of the dashboard editor, under /api/authoring (tag `authoring`). */
export async function authoringRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store } = deps;
  // One auth hook for every route: 401 without a valid token, then the route's gate, the check
  // (403, 404, 400) of the principal and the folder it names.
  authenticateRoutes(app, deps.principals);
  const editorOnly: Gate = (principal) => requireEditor(principal);
  const folderAccess: Gate = (principal, request) =>
    requireFolder(principal, store, (request.params as { tenant: string }).tenant);
  const editorOf = (request: FastifyRequest & { params: { tenant: string } }): Editor => ({
    deps,
    folder: request.params.tenant,
    author: authorOf(principalOf(request)),
  });
  const common = { tags: ['authoring'], security: [{ bearer: [] }] };
  const onFolder = { config: { gate: folderAccess } };

  await app.register((scope, _options, done) => {
    // Conflicts and refusals carry more than status, code and message; the rest goes to the app's handler.
    // Requests typed from the route schemas (http/route-module.ts SchemaTypes): no interfaces beside them.
    const typed = scope.withTypeProvider<SchemaTypes>();
    scope.setErrorHandler((error, _request, reply) => {
      if (!(error instanceof AuthoringError)) throw error;
      return reply
        .status(error.statusCode)
        .send({ status: error.statusCode, code: error.code, message: error.message, ...error.details });
    });

    typed.get(
      '/api/authoring/tenants',
      {
        config: { gate: editorOnly },
        schema: {
          ...common,
          summary: 'Tenant folders the caller may edit (and the shared fragments when allowed)',
          response: { 200: S.tenantList, 401: S.errorBody, 403: S.errorBody },
        },
      },
      (request) => {
        const principal = principalOf(request);
        const tenants = editableTenants(principal, store).map((id) => ({ id, name: tenantName(store.dir, id) }));
        if (mayEditShared(principal)) tenants.push({ id: SHARED_FOLDER, name: SHARED_NAME });
        return { tenants };
      },
    );

    typed.get(
      '/api/authoring/tenants/:tenant/files',
      {
        ...onFolder,
        schema: {
          ...common,
          summary: "The folder's editable files, with version, size and modification time",
          params: S.tenantParams,
          response: { 200: S.fileList, ...S.errors },
        },
      },
      (request) => ({
        files: listFolder(store.dir, request.params.tenant).flatMap((file) => {
          const stat = fs.statSync(file.absolute, { throwIfNoEntry: false });
          const current = readVersioned(file.absolute);
          if (!stat || !current) return [];
          return [
            {
              path: file.path,
              kind: file.kind,
              version: current.version,
              size: stat.size,
              modifiedAt: stat.mtime.toISOString(),
            },
          ];
        }),
      }),
    );

    typed.get(
      '/api/authoring/tenants/:tenant/bundle',
      {
        ...onFolder,
        schema: {
          ...common,
          summary: 'Every file of the folder with its text, and the shared fragments, to validate locally',
          params: S.tenantParams,
          response: { 200: S.bundle, ...S.errors },
        },
      },
      (request) => {
        const folder = request.params.tenant;
        const withText = (file: { path: string; kind: string; absolute: string }) => {
          const current = readVersioned(file.absolute);
          return current ? [{ path: file.path, kind: file.kind, version: current.version, text: current.text }] : [];
        };
        const files = listFolder(store.dir, folder).flatMap(withText);
        const shared =
          folder === SHARED_FOLDER
            ? []
            : listFolder(store.dir, SHARED_FOLDER)
                .flatMap(withText)
                .map(({ path: p, version, text }) => ({ path: p, version, text }));
        return { files, shared };
      },
    );

    typed.get(
      '/api/authoring/tenants/:tenant/file',
      {
        ...onFolder,
        schema: {
          ...common,
          summary: 'One file with its text and version',
          params: S.tenantParams,
          querystring: S.pathQuery,
          response: { 200: S.fileText, ...S.errors },
        },
      },
      (request) => {
        const file = checkPath(request.params.tenant, request.query.path);
        const current = readVersioned(locate(store.dir, request.params.tenant, file));
        if (!current) throw missing(`No existe el archivo "${file.path}".`);
        return { path: file.path, kind: file.kind, version: current.version, text: current.text };
      },
    );

    typed.put(
      '/api/authoring/tenants/:tenant/file',
      {
        ...onFolder,
        schema: {
          ...common,
          summary: 'Saves a file over its version baseVersion (409 when stale, 422 when invalid)',
          params: S.tenantParams,
          querystring: S.pathQuery,
          body: S.saveBody,
          response: { 200: S.written, ...S.writeErrors },
        },
      },
      (request) => {
        const { content, baseVersion, summary } = request.body;
        return saveFile(editorOf(request), request.query.path, content, baseVersion, summary ?? '');
      },
    );

    typed.post(
      '/api/authoring/tenants/:tenant/files',
      {
        ...onFolder,
        schema: {
          ...common,
          summary: 'Creates a dashboard or a fragment (409 when it exists, 422 when invalid)',
          params: S.tenantParams,
          body: S.createBody,
          response: { 201: S.written, ...S.writeErrors },
        },
      },
      async (request, reply) => {
        const { path: relative, content, summary } = request.body;
        const result = await createFile(editorOf(request), relative, content, summary ?? '');
        return reply.status(201).send(result);
      },
    );

    typed.post(
      '/api/authoring/tenants/:tenant/rename',
      {
        ...onFolder,
        schema: {
          ...common,
          summary: 'Renames a dashboard or a fragment (its key follows); 409 when stale or taken, 422 when still used',
          params: S.tenantParams,
          body: S.renameBody,
          response: { 200: S.written, ...S.writeErrors },
        },
      },
      (request) => {
        const { from, to, baseVersion, summary } = request.body;
        return renameFile(editorOf(request), from, to, baseVersion, summary ?? '');
      },
    );

    typed.delete(
      '/api/authoring/tenants/:tenant/file',
      {
        ...onFolder,
        schema: {
          ...common,
          summary: 'Deletes a dashboard or a fragment at its version (409 when stale, 422 when still used)',
          params: S.tenantParams,
          querystring: S.deleteQuery,
          response: { 200: S.deleted, ...S.writeErrors },
        },
      },
      async (request) => {
        const { path: relative, version, summary } = request.query;
        await deleteFile(editorOf(request), relative, version, summary ?? '');
        return { path: relative, deleted: true };
      },
    );

    typed.get(
      '/api/authoring/tenants/:tenant/history',
      {
        ...onFolder,
        schema: {
          ...common,
          summary: 'Changes saved through the editor, newest first (of one file with `path`; at most 200)',
          params: S.tenantParams,
          querystring: S.historyQuery,
          response: { 200: S.historyList, ...S.errors },
        },
      },
      async (request) => {
        const { tenant } = request.params;
        const relative = request.query.path === undefined ? undefined : checkPath(tenant, request.query.path).path;
        return { entries: await listHistory(deps.db, tenant, relative) };
      },
    );

    typed.get(
      '/api/authoring/tenants/:tenant/history/:id',
      {
        ...onFolder,
        schema: {
          ...common,
          summary: 'One history entry and the text stored with it',
          params: S.historyParams,
          response: { 200: S.historyEntry, ...S.errors },
        },
      },
      async (request) => {
        const found = await findEntry(deps.db, request.params.tenant, request.params.id);
        if (!found) throw missing(`No existe la entrada ${request.params.id} del historial.`);
        return found;
      },
    );

    typed.post(
      '/api/authoring/tenants/:tenant/history/:id/restore',
      {
        ...onFolder,
        schema: {
          ...common,
          summary: "Writes a history entry's text to its file again (validated like a save)",
          params: S.historyParams,
          body: S.restoreBody,
          response: { 200: S.written, ...S.writeErrors },
        },
      },
      (request) =>
        restoreEntry(
          { deps, folder: request.params.tenant, author: authorOf(principalOf(request)) },
          request.params.id,
          request.body.baseVersion,
        ),
    );
    done();
  });
}
