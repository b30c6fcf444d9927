import type { FromSchema } from 'json-schema-to-ts';
import { defineEntity } from './entity.js';
import { bool, idList, integer, nullable, text } from './json-schema.js';
import { ADMIN, SIGNED_IN } from './permissions.js';
import { assertMetadataIds, assertNotHeldByAccounts, momentVisibility } from './references.js';
import { equals, inIds, tableEntitySchemas, tableStore } from './table-store.js';

// Survey workflows (lcm runs them and sends the invitations; docs/routing.md). A workflow's name
// is what notifications and critical moments (`workflowName`) call it: venta, postventa...

/** A survey workflow as answered. */
export interface WorkflowItem {
  id: number;
  name: string;
  description: string;
  criticalMomentId: number | null;
  channels: number[];
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

const schemas = tableEntitySchemas(
  'A survey workflow: the invitations of one critical moment, sent through its channels.',
  {
    name: text(
      'Workflow name, as notifications and critical moments (workflowName) call it: venta, postventa... Unique in the tenant.',
      {
        minLength: 1,
        maxLength: 60,
        pattern: '^[a-z][a-z0-9_-]*$',
      },
    ),
    description: text('What the workflow does (default empty).', { maxLength: 2000 }),
    criticalMomentId: nullable(
      integer('Critical moment whose surveys it sends (a metadata.json id), or null for any.'),
    ),
    channels: idList('Channels it sends invitations through (metadata.json ids; default none).'),
    active: bool('Whether invitations are being sent (default true).'),
  },
  ['name'],
);

/** The body of workflow create and update, as its schema validates it. */
export type WorkflowBody = FromSchema<typeof schemas.body>;

/** workflows (lcm): survey workflows; everyone reads (limited to its critical moments), admins write. */
export const workflowsEntity = defineEntity<WorkflowItem, WorkflowBody, number>({
  name: 'workflows',
  backend: 'lcm',
  path: 'workflows',
  tag: 'admin: workflows',
  noun: 'el flujo',
  idSchema: integer('Workflow id.', 1),
  schemas: {
    ...schemas,
    filters: {
      criticalMomentInclude: idList('Only workflows of these critical moments.', 100),
      active: bool('Only active (true) or inactive (false) workflows.'),
    },
  },
  sortable: ['id', 'name', 'criticalMomentId', 'active', 'createdAt', 'updatedAt'],
  dates: true,
  permissions: { read: SIGNED_IN, create: ADMIN, update: ADMIN, delete: ADMIN },
  store: tableStore<WorkflowItem, WorkflowBody>({
    table: 'workflows',
    fields: {
      name: { column: 'name', kind: 'text', search: true },
      description: { column: 'description', kind: 'text', default: '', search: true },
      criticalMomentId: { column: 'critical_moment_id', kind: 'int' },
      channels: { column: 'channels', kind: 'int[]', default: [] },
      active: { column: 'active', kind: 'bool', default: true },
    },
    timestamps: true,
    unique: 'name',
    filters: { criticalMomentInclude: inIds('critical_moment_id'), active: equals('active') },
    visible: momentVisibility('critical_moment_id', 'nullable'),
    check: (ctx, body) => {
      assertMetadataIds(ctx, 'criticalMoments', body.criticalMomentId, 'body.criticalMomentId');
      assertMetadataIds(ctx, 'channels', body.channels, 'body.channels');
      return Promise.resolve();
    },
    beforeDelete: (ctx, id, trx) => assertNotHeldByAccounts(trx, ctx, 'workflows', id, 'El flujo'),
  }),
});
