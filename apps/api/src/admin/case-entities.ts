import type { FromSchema } from 'json-schema-to-ts';
import { FIRST_RESPONSE_BASE_HOURS } from '@voz/core';
import { sql } from 'kysely';
import { conflict, defineEntity } from './entity.js';
import { bool, idList, integer, text, type TextSchema } from './json-schema.js';
import { ADMIN, section } from './permissions.js';
import { assertMetadataIds, assertRows, momentVisibility } from './references.js';
import { equals, holds, overlapsIds, overlapsTexts, tableEntitySchemas, tableStore } from './table-store.js';

// The case backend is the alert workflow engine (docs/routing.md): alert workflows (which alerts
// they handle, who handles them, how fast) and the work groups handling them. Read with the alerts
// section of the profile, written by ROLE_ADMIN.

/** Alert types (platform-core §3). */
export const ALERT_TYPES = ['INCIDENT', 'RESCUE', 'ABANDON', 'WOW'] as const;

const descriptionField = text('Longer description (default empty).', { maxLength: 2000 });
const nameField = (what: string): TextSchema =>
  text(`${what}, unique in the tenant (case-insensitively).`, {
    minLength: 1,
    maxLength: 200,
    pattern: '^[^\\u0000]*\\S[^\\u0000]*$',
  });

// ---------------------------------------------------------------------------------------------
// Work groups

/** An alert work group as answered. */
export interface AlertWorkGroupItem {
  id: number;
  name: string;
  description: string;
  memberIds: number[];
  geoLocationIds: number[];
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

const workGroupSchemas = tableEntitySchemas(
  'An alert work group: accounts that handle the alerts of some geographies.',
  {
    name: nameField('Work group name'),
    description: descriptionField,
    memberIds: idList('Members: account ids of the tenant (default none). A deleted account leaves its groups.'),
    geoLocationIds: idList('Geographies whose alerts the group handles (metadata.json ids; default none: all).'),
    active: bool('Whether the group receives alerts (default true).'),
  },
  ['name'],
);

/** The body of alert-work-group create and update, as its schema validates it. */
export type AlertWorkGroupBody = FromSchema<typeof workGroupSchemas.body>;

/** alert-work-groups (case): the people handling alerts, and the geographies they cover. */
export const alertWorkGroupsEntity = defineEntity<AlertWorkGroupItem, AlertWorkGroupBody, number>({
  name: 'alert-work-groups',
  backend: 'case',
  path: 'alert-work-groups',
  tag: 'admin: alert workflows',
  noun: 'el grupo de trabajo',
  idSchema: integer('Work group id.', 1),
  schemas: {
    ...workGroupSchemas,
    filters: {
      active: bool('Only active (true) or inactive (false) groups.'),
      memberId: integer('Only groups this account belongs to.', 1),
      geoLocationInclude: idList('Only groups covering one of these geographies.', 100),
    },
  },
  sortable: ['id', 'name', 'active', 'createdAt', 'updatedAt'],
  dates: true,
  permissions: { read: section('alerts'), create: ADMIN, update: ADMIN, delete: ADMIN },
  store: tableStore<AlertWorkGroupItem, AlertWorkGroupBody>({
    table: 'alert_work_groups',
    fields: {
      name: { column: 'name', kind: 'text', search: true },
      description: { column: 'description', kind: 'text', default: '', search: true },
      memberIds: { column: 'member_ids', kind: 'int[]', default: [] },
      geoLocationIds: { column: 'geo_location_ids', kind: 'int[]', default: [] },
      active: { column: 'active', kind: 'bool', default: true },
    },
    timestamps: true,
    unique: 'name',
    filters: {
      active: equals('active'),
      memberId: holds('member_ids'),
      geoLocationInclude: overlapsIds('geo_location_ids'),
    },
    check: async (ctx, body, trx) => {
      await assertRows(trx, ctx, 'accounts', body.memberIds, 'body.memberIds', 'cuenta(s)');
      assertMetadataIds(ctx, 'geographies', body.geoLocationIds, 'body.geoLocationIds');
    },
    beforeDelete: async (ctx, id, trx) => {
      const { rows } = await sql<{ name: string }>`
        SELECT name FROM alert_workflows WHERE tenant_id = ${ctx.principal.tenantId} AND ${id}::integer = ANY(work_group_ids)
        ORDER BY id LIMIT 5
      `.execute(trx);
      if (rows.length > 0) {
        throw conflict(
          `El grupo de trabajo ${id} atiende los flujos de alertas ${rows.map((r) => `"${r.name}"`).join(', ')}; quíteselo primero.`,
        );
      }
    },
  }),
});

// ---------------------------------------------------------------------------------------------
// Alert workflows

/** An alert workflow as answered. */
export interface AlertWorkflowItem {
  id: number;
  name: string;
  description: string;
  alertTypes: string[];
  criticalMomentIds: number[];
  workGroupIds: number[];
  firstResponseHours: number;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

const alertWorkflowSchemas = tableEntitySchemas(
  'An alert workflow: the alerts of some types and critical moments, routed to work groups, with a first-response target.',
  {
    name: nameField('Alert workflow name'),
    description: descriptionField,
    alertTypes: {
      description: 'Alert types handled: INCIDENT, RESCUE, ABANDON, WOW (default none: all).',
      type: 'array',
      maxItems: ALERT_TYPES.length,
      uniqueItems: true,
      items: { type: 'string', enum: [...ALERT_TYPES] },
    },
    criticalMomentIds: idList('Critical moments handled (metadata.json ids; default none: all).'),
    workGroupIds: idList('Work groups the alerts go to (alert-work-groups ids; default none).'),
    firstResponseHours: integer(
      `Hours within which a first response is fast (default ${FIRST_RESPONSE_BASE_HOURS}, platform-core §9).`,
      1,
      8760,
    ),
    active: bool('Whether the workflow routes alerts (default true).'),
  },
  ['name'],
);

/** The body of alert-workflow create and update, as its schema validates it. */
export type AlertWorkflowBody = FromSchema<typeof alertWorkflowSchemas.body>;

/** alert-workflows (case): which alerts go to which work groups, and the first-response target. */
export const alertWorkflowsEntity = defineEntity<AlertWorkflowItem, AlertWorkflowBody, number>({
  name: 'alert-workflows',
  backend: 'case',
  path: 'alert-workflows',
  tag: 'admin: alert workflows',
  noun: 'el flujo de alertas',
  idSchema: integer('Alert workflow id.', 1),
  schemas: {
    ...alertWorkflowSchemas,
    filters: {
      alertTypeInclude: {
        description: 'Only workflows handling one of these alert types.',
        type: 'array',
        maxItems: ALERT_TYPES.length,
        items: { type: 'string', enum: [...ALERT_TYPES] },
      },
      criticalMomentInclude: idList('Only workflows handling one of these critical moments.', 100),
      active: bool('Only active (true) or inactive (false) workflows.'),
    },
  },
  sortable: ['id', 'name', 'firstResponseHours', 'active', 'createdAt', 'updatedAt'],
  dates: true,
  permissions: { read: section('alerts'), create: ADMIN, update: ADMIN, delete: ADMIN },
  store: tableStore<AlertWorkflowItem, AlertWorkflowBody>({
    table: 'alert_workflows',
    fields: {
      name: { column: 'name', kind: 'text', search: true },
      description: { column: 'description', kind: 'text', default: '', search: true },
      alertTypes: { column: 'alert_types', kind: 'text[]', default: [] },
      criticalMomentIds: { column: 'critical_moment_ids', kind: 'int[]', default: [] },
      workGroupIds: { column: 'work_group_ids', kind: 'int[]', default: [] },
      firstResponseHours: { column: 'first_response_hours', kind: 'int', default: FIRST_RESPONSE_BASE_HOURS },
      active: { column: 'active', kind: 'bool', default: true },
    },
    timestamps: true,
    unique: 'name',
    filters: {
      alertTypeInclude: overlapsTexts('alert_types'),
      criticalMomentInclude: overlapsIds('critical_moment_ids'),
      active: equals('active'),
    },
    visible: momentVisibility('critical_moment_ids', 'array'),
    check: async (ctx, body, trx) => {
      assertMetadataIds(ctx, 'criticalMoments', body.criticalMomentIds, 'body.criticalMomentIds');
      await assertRows(trx, ctx, 'alert_work_groups', body.workGroupIds, 'body.workGroupIds', 'grupo(s) de trabajo');
    },
  }),
});
