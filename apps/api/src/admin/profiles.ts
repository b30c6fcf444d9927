import type { FromSchema } from 'json-schema-to-ts';
import { sql } from 'kysely';
import { PERMISSION_SECTIONS } from '../auth/permissions.js';
import { badRequest } from '../http/errors.js';
import { conflict, defineEntity } from './entity.js';
import { integer, INT_MAX, nameText, nullable, object } from './json-schema.js';
import { ADMIN } from './permissions.js';
import { tableStore } from './table-store.js';

// Role profiles (platform-core §2 /admin/roles, §3 userProfiles, §6): a name and the access map
// (section -> actions) that decides what a non-admin sees. The `profiles` table of 0001.

/** A role profile as answered. */
export interface ProfileItem {
  id: number;
  name: string;
  access: Record<string, string[]>;
}

const access = {
  description: `Access configuration: permission section -> actions allowed (platform-core §6). Sections and their actions: ${Object.entries(
    PERMISSION_SECTIONS,
  )
    .map(([section, actions]) => `${section} (${actions.join(', ')})`)
    .join('; ')}.`,
  type: 'object',
  maxProperties: 50,
  propertyNames: { pattern: '^[a-z][a-z-]{0,40}$' },
  additionalProperties: {
    type: 'array',
    maxItems: 20,
    uniqueItems: true,
    items: { type: 'string', pattern: '^[A-Za-z][A-Za-z-]{0,40}$' },
  },
} as const;

const fields = {
  name: nameText('Profile (role) name, unique in the tenant.'),
  access,
};

const profileBody = object(
  'A role profile: name and access map (left out of an update: kept; on create: empty).',
  {
    id: nullable(integer('Ignored on update when equal to the path id; refused on create.', 0, INT_MAX)),
    ...fields,
  },
  ['name'],
);

/** The body of profile create and update, as its schema validates it. */
export type ProfileBody = FromSchema<typeof profileBody>;

/** Refuses sections and actions platform-core §6 does not list. */
function checkAccess(map: Record<string, string[]> | undefined): void {
  for (const [sectionName, actions] of Object.entries(map ?? {})) {
    const known = PERMISSION_SECTIONS[sectionName];
    if (!known) {
      throw badRequest(
        `body.access.${sectionName}: sección desconocida; use una de: ${Object.keys(PERMISSION_SECTIONS).join(', ')}.`,
      );
    }
    const unknown = actions.find((a) => !known.includes(a));
    if (unknown !== undefined) {
      throw badRequest(`body.access.${sectionName}: acción "${unknown}" desconocida; use: ${known.join(', ')}.`);
    }
  }
}

/** profiles (lcm): role profiles with their access maps, managed by the tenant's admin. */
export const profilesEntity = defineEntity<ProfileItem, ProfileBody, number>({
  name: 'profiles',
  backend: 'lcm',
  path: 'profiles',
  tag: 'admin: users and roles',
  noun: 'el perfil',
  idSchema: integer('Profile id.', 1),
  schemas: {
    item: object('A role profile.', { id: integer('Profile id.', 1), ...fields }, ['id', 'name', 'access']),
    body: profileBody,
    filters: {},
  },
  sortable: ['id', 'name'],
  dates: false,
  permissions: { read: ADMIN, create: ADMIN, update: ADMIN, delete: ADMIN },
  store: tableStore<ProfileItem, ProfileBody>({
    table: 'profiles',
    fields: {
      name: { column: 'name', kind: 'text', search: true },
      access: { column: 'access', kind: 'json', default: {} },
    },
    timestamps: false,
    unique: 'name',
    check: (_ctx, body) => {
      checkAccess(body.access);
      return Promise.resolve();
    },
    beforeDelete: async (ctx, id, trx) => {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM accounts WHERE tenant_id = ${ctx.principal.tenantId} AND profile_id = ${id}
      `.execute(trx);
      const n = Number(rows[0]?.n ?? 0);
      if (n > 0) throw conflict(`El perfil ${id} está asignado a ${n} usuario(s); cámbieles el perfil primero.`);
    },
    // Accounts carry their profile's access: cached principals must see the change.
    afterWrite: (ctx) => ctx.deps.principals.invalidate(),
  }),
});
