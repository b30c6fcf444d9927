import type { Diagnostic } from '@voz/validation';
import { findRoute, type HttpMethod, type RouteDef } from '@voz/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FromSchema } from 'json-schema-to-ts';
import type { AppDeps } from '../http/route-module.js';
import { badRequest, errorBodyWith, HttpError, notFound } from '../http/errors.js';
import { readDateRange } from '../http/list-filters.js';
import {
  DEFAULT_PAGE_SIZE,
  LIST_HEADERS,
  PAGING_DESCRIPTION,
  PAGING_PROPERTIES,
  readSort,
  sendList,
  type SortDirection,
} from '../http/list-query.js';
import { principalOf, type Principal } from '../http/principal.js';
import { dateText, text, type JsonSchema } from './json-schema.js';
import { checkPermission, type Permission } from './permissions.js';

/** The three services, each under its own prefix. */
export type Backend = 'lcm' | 'voc' | 'case';

/** Where each service is mounted. */
export const BACKEND_PREFIX: Readonly<Record<Backend, string>> = {
  lcm: '/api/lcm',
  voc: '/api/voc',
  case: '/api/case',
};

/** Highest page number accepted: lower than the other lists' MAX_PAGE, as published for the admin routes. */
export const MAX_ADMIN_PAGE = 100_000;

/** Who calls and with what: handed to every store operation. */
export interface EntityContext {
  principal: Principal;
  deps: AppDeps;
}

/** One sort key of a list: an API field and a direction. */
export interface SortKey {
  /** API field name (one of the entity's sortable fields). */
  field: string;
  /** Direction. */
  direction: SortDirection;
}

/** A list request, parsed and checked. */
export interface ListParams {
  /** 0-based page. */
  page: number;
  /** Items per page. */
  size: number;
  /** Sort keys, in order (the id is always the last tie-breaker). */
  sort: SortKey[];
  /** Free text searched in the entity's text fields (case-insensitive). */
  filter: string | undefined;
  /** First day (YYYY-MM-DD, the tenant's time zone), inclusive. */
  dateFrom: string | undefined;
  /** Last day (YYYY-MM-DD, the tenant's time zone), inclusive. */
  dateTo: string | undefined;
  /** The entity's own filter parameters, as validated by its schema. */
  filters: Readonly<Record<string, unknown>>;
}

/** One page of a list, and how many items match in all. */
export interface ListPage<Item> {
  items: Item[];
  total: number;
}

/** Where an entity's data lives and how it changes (a table, or the tenant's metadata.json). */
export interface EntityStore<Item, Body, Id> {
  /** One page of the items the caller may see. */
  list(ctx: EntityContext, params: ListParams): Promise<ListPage<Item>>;
  /** One item, or undefined (absent, another tenant's, or out of the caller's scope). */
  get(ctx: EntityContext, id: Id): Promise<Item | undefined>;
  /** Creates an item from a validated body. */
  create(ctx: EntityContext, body: Body): Promise<Item>;
  /** Replaces an item's editable fields; undefined when it does not exist. */
  update(ctx: EntityContext, id: Id, body: Body): Promise<Item | undefined>;
  /** Deletes an item; false when it does not exist. */
  remove(ctx: EntityContext, id: Id): Promise<boolean>;
}

/** Permissions of the five operations. */
export interface EntityPermissions {
  read: Permission;
  create: Permission;
  update: Permission;
  delete: Permission;
}

/** Everything the five CRUD routes of one entity are built from. */
export interface EntityDefinition<Item, Body, Id extends number | string> {
  /** Route-id prefix of docs/routing.md (`users-tenant` for `users/tenant`). */
  name: string;
  /** The service that owns the entity (docs/routing.md). */
  backend: Backend;
  /** Path under the service (`users/tenant`). */
  path: string;
  /** OpenAPI tag. */
  tag: string;
  /** Spanish noun for messages ("el flujo 7 no existe"). */
  noun: string;
  /** Schema of the `{id}` path parameter. */
  idSchema: JsonSchema;
  schemas: {
    /** The item as answered by list, get, create and update. */
    item: JsonSchema;
    /** The body of create and update. */
    body: JsonSchema;
    /** The entity's own list filter parameters. */
    filters: Record<string, JsonSchema>;
  };
  /** API fields a list may be sorted by (`sort=field,asc|desc`). */
  sortable: readonly string[];
  /** Whether lists take a date range (on the creation date). */
  dates: boolean;
  permissions: EntityPermissions;
  store: EntityStore<Item, Body, Id>;
}

/** Any entity definition (for lists of them). */
export type AnyEntity = EntityDefinition<unknown, unknown, number | string>;

/** Declares an entity (an identity function that fixes its types). */
export function defineEntity<Item, Body, Id extends number | string>(
  definition: EntityDefinition<Item, Body, Id>,
): EntityDefinition<Item, Body, Id> {
  return definition;
}

/** A 4xx answer with details (the validator's diagnostics), sent by the admin routes themselves. */
export class DetailedHttpError extends HttpError {
  constructor(
    statusCode: number,
    message: string,
    code: string,
    /** Diagnostics of @voz/validation explaining the refusal. */
    readonly diagnostics: readonly Diagnostic[],
  ) {
    super(statusCode, message, code);
  }
}

/** 409: the change conflicts with what is stored (a duplicate, a node still referenced...). */
export function conflict(message: string): HttpError {
  return new HttpError(409, message, 'error.conflict');
}

const diagnosticSchema: JsonSchema = {
  description: 'A problem the change would cause, as `voz validate` reports it.',
  type: 'object',
  properties: {
    ruleId: { type: 'string', description: 'Rule id (docs/cli.md).' },
    severity: { type: 'string', description: 'error or warning.' },
    file: { type: 'string', description: 'File of the tenant folder concerned.' },
    line: { type: 'integer', description: '1-based line.' },
    column: { type: 'integer', description: '1-based column.' },
    pointer: { type: 'string', description: 'JSON Pointer of the value at fault.' },
    widgetId: { type: ['string', 'null'], description: 'Widget concerned, if any.' },
    message: { type: 'string', description: 'What is wrong (Spanish).' },
    hint: { type: 'string', description: 'How to fix it (Spanish).' },
  },
};

/** Body of every 4xx answer. */
export const ERROR_SCHEMA: JsonSchema = errorBodyWith(
  {
    diagnostics: {
      type: 'array',
      description: 'For metadata changes refused by validation: every problem the change would cause.',
      items: diagnosticSchema,
    },
  },
  'The refusal: status, a stable code and a Spanish message naming the field at fault.',
);

/**
 * The parameters every list's querystring may have: the API's paging (http/list-query.ts), with
 * the admin lists' published page limit and their page size of 15 whatever the tenant's, the text
 * filter, and the dates (offered only by the entities that have them).
 */
const LIST_QUERY_COMMON = {
  type: 'object',
  properties: {
    page: { ...PAGING_PROPERTIES.page, maximum: MAX_ADMIN_PAGE, default: 0 },
    size: { ...PAGING_PROPERTIES.size, default: DEFAULT_PAGE_SIZE },
    sort: PAGING_PROPERTIES.sort,
    filter: text('Text searched (case-insensitive) in the names and descriptions.', { maxLength: 200 }),
    dateFrom: dateText('First day of creation (YYYY-MM-DD, in the tenant time zone), inclusive.'),
    dateTo: dateText('Last day of creation (YYYY-MM-DD, in the tenant time zone), inclusive.'),
    customerServiceTimeFrom: dateText('Same as dateFrom, for tenants that name it so.'),
    customerServiceTimeTo: dateText('Same as dateTo, for tenants that name it so.'),
  },
} as const;

/** The querystring of a list: paging, sort, text filter, dates and the entity's own filters. */
export function listQuerySchema(definition: AnyEntity): JsonSchema {
  const { dateFrom, dateTo, customerServiceTimeFrom, customerServiceTimeTo, ...common } = LIST_QUERY_COMMON.properties;
  const properties: Record<string, JsonSchema> = {
    ...common,
    sort: {
      ...common.sort,
      description: `${PAGING_DESCRIPTION.sort} Campos: ${definition.sortable.join(', ')}; sin dirección, ascendente.`,
    },
    ...(definition.dates ? { dateFrom, dateTo, customerServiceTimeFrom, customerServiceTimeTo } : {}),
  };
  return { type: 'object', additionalProperties: false, properties: { ...properties, ...definition.schemas.filters } };
}

/** A list's querystring as its schema admits it (page and size have defaults), the entity's filters beside. */
type RawListQuery = FromSchema<typeof LIST_QUERY_COMMON> & Readonly<Record<string, unknown>>;

/** Parses and checks a list querystring already validated by its schema. */
export function parseListQuery(definition: AnyEntity, query: RawListQuery): ListParams {
  // No sort given: the store's own order (each store ends on the id).
  const columns = Object.fromEntries(definition.sortable.map((field) => [field, field]));
  const sort: SortKey[] = readSort(query.sort, { columns, defaultDirection: 'asc' }).map(({ field, direction }) => ({
    field,
    direction,
  }));
  // Either naming, as the survey-response and alert lists (http/list-filters.ts).
  const dates = readDateRange(query, 'querystring', { accept: 'either' });
  const dateFrom = dates.from ?? undefined;
  const dateTo = dates.to ?? undefined;
  const filters: Record<string, unknown> = {};
  for (const name of Object.keys(definition.schemas.filters)) {
    if (query[name] !== undefined) filters[name] = query[name];
  }
  const filter = query.filter?.trim();
  return {
    page: query.page,
    size: query.size,
    sort,
    filter: filter ? filter : undefined,
    dateFrom,
    dateTo,
    filters,
  };
}

function sendDetailed(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof DetailedHttpError) {
    return reply.status(error.statusCode).send({
      status: error.statusCode,
      code: error.code,
      message: error.message,
      diagnostics: error.diagnostics,
    });
  }
  throw error;
}

/**
 * Registers the five routes of one entity — list, get, create, update, delete — under its service,
 * each with its own schemas, OpenAPI id (docs/routing.md) and permission. Authentication and the
 * permission are checked on request, before the input is validated: a caller without the right
 * gets 401/403 whatever it sends.
 */
export function registerEntity(app: FastifyInstance, deps: AppDeps, definition: AnyEntity): void {
  const base = `${BACKEND_PREFIX[definition.backend]}/${definition.path}`;
  // The routing table of @voz/core (docs/routing.md) names every call; an entity must match it.
  const route = (operation: string, method: HttpMethod, path: string): RouteDef => {
    const id = `${definition.name}-${operation}`;
    const found = findRoute(id);
    if (!found || found.backend !== definition.backend || found.method !== method || found.path !== path) {
      throw new Error(`${id}: ${method} ${definition.backend} ${path} is not the route of docs/routing.md`);
    }
    return found;
  };
  const summaries = {
    list: route('list', 'GET', definition.path).summary,
    get: route('get', 'GET', `${definition.path}/{id}`).summary,
    create: route('create', 'POST', definition.path).summary,
    update: route('update', 'PUT', `${definition.path}/{id}`).summary,
    delete: route('delete', 'DELETE', `${definition.path}/{id}`).summary,
  };
  // The plugin's auth hook (adminRoutes) checks the token, then the route's permission.
  const guard = (permission: Permission) => ({
    gate: (principal: Principal) => checkPermission(principal, permission),
  });
  const ctxOf = (request: FastifyRequest): EntityContext => ({ principal: principalOf(request), deps });
  const common = { tags: [definition.tag], security: [{ bearer: [] }] };
  const params = { type: 'object', required: ['id'], properties: { id: definition.idSchema } };
  const missing = (id: unknown): HttpError => notFound(`No existe ${definition.noun} ${String(id)}.`);
  const errors = { '4xx': ERROR_SCHEMA };
  const { item, body } = definition.schemas;

  app.get(
    base,
    {
      config: guard(definition.permissions.read),
      schema: {
        ...common,
        operationId: `${definition.name}-list`,
        summary: summaries.list,
        description:
          'Answers one page as a JSON array; the headers X-Total-Count, X-Page and X-Size tell the total and the page.',
        querystring: listQuerySchema(definition),
        response: { 200: { type: 'array', items: item, headers: LIST_HEADERS }, ...errors },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(definition, request.query as RawListQuery);
      const page = await definition.store.list(ctxOf(request), params);
      return sendList(reply, page.items, page.total, params);
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: guard(definition.permissions.read),
      schema: {
        ...common,
        operationId: `${definition.name}-get`,
        summary: summaries.get,
        params,
        response: { 200: item, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number | string };
      const found: unknown = await definition.store.get(ctxOf(request), id);
      if (found === undefined) throw missing(id);
      return found;
    },
  );

  app.post(
    base,
    {
      config: guard(definition.permissions.create),
      schema: {
        ...common,
        operationId: `${definition.name}-create`,
        summary: summaries.create,
        body,
        response: { 201: item, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const created = (await definition.store.create(ctxOf(request), request.body)) as { id: number | string };
        return await reply
          .status(201)
          .header('location', `${base}/${encodeURIComponent(String(created.id))}`)
          .send(created);
      } catch (error) {
        return sendDetailed(reply, error);
      }
    },
  );

  app.put(
    `${base}/:id`,
    {
      config: guard(definition.permissions.update),
      schema: {
        ...common,
        operationId: `${definition.name}-update`,
        summary: summaries.update,
        params,
        body,
        response: { 200: item, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number | string };
      const sent = (request.body as { id?: number | string | null }).id;
      if (sent !== undefined && sent !== null && String(sent) !== String(id)) {
        throw badRequest(`body.id: ${String(sent)} no coincide con el id de la ruta (${String(id)}).`);
      }
      try {
        const updated: unknown = await definition.store.update(ctxOf(request), id, request.body);
        if (updated === undefined) throw missing(id);
        return await reply.send(updated);
      } catch (error) {
        return sendDetailed(reply, error);
      }
    },
  );

  app.delete(
    `${base}/:id`,
    {
      config: guard(definition.permissions.delete),
      schema: {
        ...common,
        operationId: `${definition.name}-delete`,
        summary: summaries.delete,
        params,
        response: { 204: { description: 'Deleted.', type: 'null' }, ...errors },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number | string };
      try {
        if (!(await definition.store.remove(ctxOf(request), id))) throw missing(id);
        return await reply.status(204).send();
      } catch (error) {
        return sendDetailed(reply, error);
      }
    },
  );
}

/** Refuses a body that carries an id on create (ids are assigned by the server). */
export function refuseIdOnCreate(body: { id?: unknown }): void {
  if (body.id !== undefined && body.id !== null) {
    throw badRequest('body.id: un elemento nuevo no puede traer id; el servidor lo asigna.');
  }
}
