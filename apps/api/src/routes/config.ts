import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps, SchemaTypes } from '../http/route-module.js';
import { BATCH_URL } from '../batch/batchRoutes.js';
import { notFound } from '../http/errors.js';
import { authenticateRoutes, principalOf } from '../http/principal.js';

const localized = {
  type: 'object',
  required: ['es'],
  properties: { es: { type: 'string' }, en: { type: 'string' } },
} as const;

const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** Answers a stored file with its ETag, or 304 when the client already holds that version. */
function sendStored<T>(request: FastifyRequest, reply: FastifyReply, stored: { value: T; etag: string }): FastifyReply {
  if (request.headers['if-none-match'] === stored.etag) return reply.status(304).send();
  return reply.header('etag', stored.etag).send(stored.value);
}

/** Bootstrap, branding and the caller's tenant configuration, read from the dashboards folder. */
export async function configRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { store } = deps;

  // Public: what the portal needs before signing in.
  await app.register((plain: FastifyInstance) => {
    const open = plain.withTypeProvider<SchemaTypes>();
    open.get(
      '/config.json',
      {
        schema: {
          tags: ['config'],
          summary: 'Where the portal signs in, and the base addresses of the three services',
          response: {
            200: {
              type: 'object',
              required: ['authenticateUrl', 'backends', 'tenants'],
              properties: {
                authenticateUrl: { type: 'string' },
                backends: {
                  type: 'object',
                  required: ['voc', 'lcm', 'case'],
                  properties: { voc: { type: 'string' }, lcm: { type: 'string' }, case: { type: 'string' } },
                },
                batchUrl: {
                  type: 'string',
                  description:
                    'Where this server takes several read calls in one request (POST, NDJSON answer); absent when it cannot. The portal then calls one by one.',
                },
                demo: { type: 'boolean' },
                now: {
                  type: 'string',
                  format: 'date-time',
                  description:
                    "The server's clock (pinned by VOZ_TODAY in demos): the portal's default dates start from it.",
                },
                tenants: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['id', 'name', 'basePath'],
                    properties: {
                      id: { type: 'string' },
                      name: { type: 'string' },
                      basePath: { type: 'string' },
                      ssoCookieDomains: {
                        type: 'array',
                        items: { type: 'string' },
                        description:
                          'Domains whose single-sign-on cookie token replaces the stored one (tenant.json sso).',
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
      () => ({
        authenticateUrl: '/api/lcm/authenticate',
        backends: { voc: '/api/voc', lcm: '/api/lcm', case: '/api/case' },
        ...(app.hasRoute({ method: 'POST', url: BATCH_URL }) ? { batchUrl: BATCH_URL } : {}),
        demo: deps.config.demo,
        now: (deps.config.todayPinned ? deps.config.today : deps.now()).toISOString(),
        tenants: store.tenantIds().flatMap((id) => {
          const t = store.get(id)?.tenant.value;
          if (!t) return [];
          return [
            {
              id,
              name: t.name,
              basePath: t.basePath ?? '/',
              ...(t.sso ? { ssoCookieDomains: t.sso.cookieDomains } : {}),
            },
          ];
        }),
      }),
    );

    open.get(
      '/api/lcm/public/tenants/:tenantId',
      {
        schema: {
          tags: ['config'],
          summary: 'What the login page needs to brand itself: name, logos, languages',
          params: {
            type: 'object',
            required: ['tenantId'],
            properties: { tenantId: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$' } },
          },
          response: {
            200: {
              type: 'object',
              required: ['id', 'name', 'languages', 'logos', 'locale', 'basePath'],
              properties: {
                id: { type: 'string' },
                name: { type: 'string' },
                languages: { type: 'array', items: { type: 'string' } },
                locale: { type: 'string' },
                basePath: { type: 'string' },
                logos: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['url', 'alt'],
                    properties: { url: { type: 'string' }, alt: localized, placement: { type: 'string' } },
                  },
                },
              },
            },
          },
        },
      },
      (request) => {
        const files = store.get(request.params.tenantId);
        if (!files) throw notFound(`No existe el cliente "${request.params.tenantId}".`);
        const t = files.tenant.value;
        return {
          id: files.id,
          name: t.name,
          languages: t.languages,
          locale: t.locale,
          basePath: t.basePath ?? '/',
          logos: (t.logos ?? []).map((logo) => ({
            url: logo.src.startsWith('/') ? logo.src : `/api/lcm/public/tenants/${files.id}/${logo.src}`,
            alt: logo.alt,
            ...(logo.placement ? { placement: logo.placement } : {}),
          })),
        };
      },
    );

    // No params schema here (a file name, checked below): the request type is written by hand.
    open.get<{ Params: { tenantId: string; file: string } }>(
      '/api/lcm/public/tenants/:tenantId/assets/:file',
      { schema: { tags: ['config'], summary: "A tenant's logo or image", hide: false } },
      (request, reply) => {
        const files = store.get(request.params.tenantId);
        const type = IMAGE_TYPES[path.extname(request.params.file).toLowerCase()];
        if (!files || !type || !/^[A-Za-z0-9._-]+$/.test(request.params.file)) throw notFound();
        const bytes = store.folder.read(`${files.id}/assets/${request.params.file}`);
        if (!bytes) throw notFound();
        return reply.type(type).header('cache-control', 'public, max-age=3600').send(bytes);
      },
    );
  });

  // The caller's tenant: one auth hook.
  await app.register((plain: FastifyInstance) => {
    const signedIn = plain.withTypeProvider<SchemaTypes>();
    authenticateRoutes(plain, deps.principals);
    signedIn.get(
      '/api/lcm/tenant-config',
      { schema: { tags: ['config'], summary: "The caller's tenant.json", security: [{ bearer: [] }] } },
      (request, reply) => {
        const stored = principalOf(request).tenant.tenant;
        return sendStored(request, reply, stored);
      },
    );

    signedIn.get(
      '/api/lcm/tenant-config/metadata',
      {
        schema: {
          tags: ['config'],
          summary: "The caller's metadata.json (trees, channels, clusters, moments)",
          security: [{ bearer: [] }],
        },
      },
      (request, reply) => {
        const stored = principalOf(request).tenant.metadata;
        return sendStored(request, reply, stored);
      },
    );

    signedIn.get(
      '/api/lcm/tenant-config/indicators',
      {
        schema: { tags: ['config'], summary: "The caller's indicators.json", security: [{ bearer: [] }] },
      },
      (request, reply) => {
        const stored = principalOf(request).tenant.indicators;
        return sendStored(request, reply, stored);
      },
    );

    signedIn.get(
      '/api/lcm/tenant-config/dashboards',
      {
        schema: {
          tags: ['config'],
          summary: "Keys of the caller's dashboards and fragments",
          security: [{ bearer: [] }],
          response: {
            200: {
              type: 'object',
              required: ['dashboards', 'fragments', 'sharedFragments'],
              properties: {
                dashboards: { type: 'array', items: { type: 'string' } },
                fragments: { type: 'array', items: { type: 'string' } },
                sharedFragments: { type: 'array', items: { type: 'string' } },
              },
            },
          },
        },
      },
      (request) => {
        const tenantId = principalOf(request).tenantId;
        const fragments = store.fragmentNames(tenantId);
        return {
          dashboards: store.dashboardKeys(tenantId),
          fragments: fragments.own,
          sharedFragments: fragments.shared,
        };
      },
    );

    signedIn.get(
      '/api/lcm/tenant-config/dashboards/:key',
      {
        schema: {
          tags: ['config'],
          summary: 'One dashboard of the caller (JSON as validated)',
          security: [{ bearer: [] }],
          params: {
            type: 'object',
            required: ['key'],
            properties: { key: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' } },
          },
        },
      },
      (request, reply) => {
        const stored = store.dashboard(principalOf(request).tenantId, request.params.key);
        if (!stored) throw notFound(`No existe el dashboard "${request.params.key}".`);
        return sendStored(request, reply, stored);
      },
    );

    signedIn.get(
      '/api/lcm/tenant-config/fragments/:name',
      {
        schema: {
          tags: ['config'],
          summary: 'One fragment of the caller, or of _shared',
          security: [{ bearer: [] }],
          params: {
            type: 'object',
            required: ['name'],
            properties: { name: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' } },
          },
          querystring: { type: 'object', additionalProperties: false, properties: { shared: { type: 'boolean' } } },
        },
      },
      (request, reply) => {
        const stored = store.fragment(
          principalOf(request).tenantId,
          request.params.name,
          request.query.shared === true,
        );
        if (!stored) throw notFound(`No existe el fragmento "${request.params.name}".`);
        return sendStored(request, reply, stored);
      },
    );
  });
}
