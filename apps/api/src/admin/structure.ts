import type { CriticalMoment, Feature, GeoNode, TreeNode } from '@voz/schema';
import { badRequest } from '../http/errors.js';
import { defineEntity, type EntityDefinition, type EntityPermissions } from './entity.js';
import {
  contractSchema,
  integer,
  INT_MAX,
  NO_NUL,
  nullable,
  object,
  text,
  type ContractBody,
  type JsonSchema,
} from './json-schema.js';
import { flatStore, treeStore, type MetadataNode, type PlacedNode, type TreeStoreOptions } from './metadata-stores.js';
import { adminWith, ADMIN, SIGNED_IN } from './permissions.js';

// The company structure, read from and written to the tenant's metadata.json (lcm,
// docs/routing.md): critical moments, geographies, logicals, channels and clusters. Anyone signed
// in reads them (the portal loads up to 1,000 of each at start), limited to the caller's scope for
// the three trees; ROLE_ADMIN writes them when the tenant enables the matching admin feature
// (platform-core §6; clusters have no feature, so ROLE_ADMIN alone).

const nodeId = integer('Numeric id of the node, unique in its tree (assigned by the server: max id + 1).');
const idParam = integer('Id of the node.');
// The contract's name, refusing the NUL character besides (never a name anyone means).
const nodeName = {
  ...contractSchema('metadata', '/$defs/name', 'Name shown to users (1 to 200 characters).'),
  pattern: NO_NUL,
};
const nodeDescription = text('Longer name (shown when groupNameFormat is "description").', { maxLength: 2000 });
const parentId = nullable(
  integer('Id of the parent node; null for the root. On create, the root when absent; on update, kept when absent.'),
);
const level = integer('Depth of the node, 1 for the root (read-only).', 1, 1000);
const childIds = {
  description: 'Ids of the child nodes, in order (read-only).',
  type: 'array',
  items: { type: 'integer', minimum: 0, maximum: INT_MAX },
} satisfies JsonSchema;
const readOnlyId = nullable(integer('Ignored on update when equal to the path id; refused on create.', 0, INT_MAX));

const treeFilters = {
  parentId: integer('Only the children of this node.'),
  level: integer('Only nodes at this depth (1 for the root).', 1, 1000),
};

/** Body versions of the optional fields: null removes the field. */
function removable(fields: Record<string, JsonSchema>): Record<string, JsonSchema> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, k === 'name' ? v : nullable(v)]));
}

function childIdsOf(node: { children?: { id: number }[] }): number[] {
  return (node.children ?? []).map((c) => c.id);
}

function matchesTree(
  item: { parentId: number | null; level: number },
  filters: Readonly<Record<string, unknown>>,
): boolean {
  return (
    (filters.parentId === undefined || item.parentId === filters.parentId) &&
    (filters.level === undefined || item.level === filters.level)
  );
}

/** A body value: left out keeps the stored one, null removes it. */
function setOptional<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | null | undefined): void {
  if (value === null) delete target[key];
  else if (value !== undefined) target[key] = value;
}

// ---------------------------------------------------------------------------------------------
// The three trees

/** What every tree node is answered with. */
export interface TreeItem {
  id: number;
  name: string;
  description?: string;
  parentId: number | null;
  level: number;
  childIds: number[];
}

/** The body fields every tree node takes: the contract's node fields, and where it goes. */
export type TreeItemBody = ContractBody<TreeNode, 'name', 'id' | 'description'> & { parentId?: number | null };

/** Anyone signed in reads; ROLE_ADMIN writes when the tenant enables the feature. */
function writableWith(feature: Feature): EntityPermissions {
  return { read: SIGNED_IN, create: adminWith(feature), update: adminWith(feature), delete: adminWith(feature) };
}

/** What one tree of metadata.json has of its own. */
interface TreeSpec<Node extends MetadataNode, Own extends object, Body extends TreeItemBody> {
  /** Route-id prefix and path (docs/routing.md). */
  name: string;
  /** Spanish noun with its article ("el momento crítico"). */
  noun: string;
  /** Descriptions of the item and body schemas. */
  describe: { item: string; body: string };
  /** The node's fields after id: name, description, then its own (the body makes the optional ones nullable). */
  fields: Record<string, JsonSchema>;
  /** List filters (parentId and level when absent). */
  filters?: Record<string, JsonSchema>;
  /** Sort fields besides id, name, level and parentId. */
  sortable?: string[];
  /** The feature that lets ROLE_ADMIN write the tree. */
  feature: Feature;
  store: Pick<TreeStoreOptions<Node, TreeItem & Own, Body>, 'root' | 'scope' | 'accountColumn' | 'checkPlacement'> & {
    /** The item's fields of the node besides those of every tree, in schema order. */
    own: (node: Node) => Own;
    /** Writes the body's fields besides name and description. */
    applyOwn?: (node: Node, body: Body) => void;
    /** The list filters (parentId and level when absent). */
    matches?: (item: TreeItem & Own, filters: Readonly<Record<string, unknown>>) => boolean;
  };
}

/** A tree of metadata.json as an entity (lcm): its nodes flat, with parentId, level and childIds. */
function treeEntity<Node extends MetadataNode, Own extends object, Body extends TreeItemBody>(
  spec: TreeSpec<Node, Own, Body>,
): EntityDefinition<TreeItem & Own, Body, number> {
  const { store } = spec;
  return defineEntity<TreeItem & Own, Body, number>({
    name: spec.name,
    backend: 'lcm',
    path: spec.name,
    tag: 'admin: company structure',
    noun: spec.noun,
    idSchema: idParam,
    schemas: {
      item: object(spec.describe.item, { id: nodeId, ...spec.fields, parentId, level, childIds }, [
        'id',
        'name',
        'parentId',
        'level',
        'childIds',
      ]),
      body: object(spec.describe.body, { id: readOnlyId, ...removable(spec.fields), parentId, level, childIds }, [
        'name',
      ]),
      filters: spec.filters ?? treeFilters,
    },
    sortable: ['id', 'name', 'level', 'parentId', ...(spec.sortable ?? [])],
    dates: false,
    permissions: writableWith(spec.feature),
    store: treeStore<Node, TreeItem & Own, Body>({
      // The store's messages open a sentence.
      noun: spec.noun.charAt(0).toUpperCase() + spec.noun.slice(1),
      root: store.root,
      scope: store.scope,
      accountColumn: store.accountColumn,
      texts: (n) => [n.name, n.description],
      toItem: ({ node, parentId, level }: PlacedNode<Node>) => ({
        id: node.id,
        name: node.name,
        ...(node.description !== undefined ? { description: node.description } : {}),
        ...store.own(node),
        parentId,
        level,
        childIds: childIdsOf(node),
      }),
      matches: store.matches ?? matchesTree,
      apply: (node, body) => {
        node.name = body.name;
        setOptional(node, 'description', body.description);
        store.applyOwn?.(node, body);
      },
      ...(store.checkPlacement ? { checkPlacement: store.checkPlacement } : {}),
    }),
  });
}

// ---------------------------------------------------------------------------------------------
// Critical moments

/** A critical moment as answered: the node's fields, flat, with where it sits. */
export interface CriticalMomentItem extends TreeItem {
  workflowName?: string;
  configurationUi?: CriticalMoment['configurationUi'];
  questions?: CriticalMoment['questions'];
}

/** The body of critical-moment create and update. */
export type CriticalMomentBody = TreeItemBody &
  ContractBody<CriticalMoment, never, 'workflowName' | 'configurationUi' | 'questions'>;

const momentFields: Record<string, JsonSchema> = {
  name: nodeName,
  description: nodeDescription,
  workflowName: contractSchema(
    'metadata',
    '/$defs/criticalMoment/properties/workflowName',
    'Workflow of the moment survey invitations (venta, postventa...).',
  ),
  configurationUi: contractSchema(
    'metadata',
    '/$defs/criticalMoment/properties/configurationUi',
    'How the filters present the moment: metadataFilters (questionId, label, options).',
  ),
  questions: {
    description: 'Questions of the moment survey (ids unique across the tenant). Kept when left out of an update.',
    type: 'array',
    maxItems: 1000,
    items: contractSchema('metadata', '/$defs/question'),
  },
};

/** critical-moments (lcm): the critical-moment tree of metadata.json. */
export const criticalMomentsEntity = treeEntity<
  CriticalMoment,
  Omit<CriticalMomentItem, keyof TreeItem>,
  CriticalMomentBody
>({
  name: 'critical-moments',
  noun: 'el momento crítico',
  describe: {
    item: 'A critical moment (journey stage) of metadata.json, flat: its fields, parentId, level and childIds.',
    body: 'A critical moment. Fields left out of an update keep their value; null removes an optional field; parentId moves the node. level and childIds are read-only and ignored.',
  },
  fields: momentFields,
  filters: {
    ...treeFilters,
    workflowName: text('Only moments of this workflow.', { maxLength: 100 }),
  },
  sortable: ['workflowName'],
  feature: 'adminCriticalMoments',
  store: {
    root: (m) => m.criticalMoments,
    scope: 'criticalMoments',
    accountColumn: 'critical_moments',
    own: (node) => ({
      ...(node.workflowName !== undefined ? { workflowName: node.workflowName } : {}),
      ...(node.configurationUi !== undefined ? { configurationUi: node.configurationUi } : {}),
      ...(node.questions !== undefined ? { questions: node.questions } : {}),
    }),
    matches: (item, filters) =>
      matchesTree(item, filters) && (filters.workflowName === undefined || item.workflowName === filters.workflowName),
    applyOwn: (node, body) => {
      setOptional(node, 'workflowName', body.workflowName);
      setOptional(node, 'configurationUi', body.configurationUi);
      setOptional(node, 'questions', body.questions);
    },
  },
});

// ---------------------------------------------------------------------------------------------
// Geographies

/** A geography as answered. */
export interface GeoLocationItem extends TreeItem {
  mapCode?: string;
  coordinates?: [number, number];
}

/** The body of geography create and update. */
export type GeoLocationBody = TreeItemBody & ContractBody<GeoNode, never, 'mapCode' | 'coordinates'>;

const geoFields: Record<string, JsonSchema> = {
  name: nodeName,
  description: nodeDescription,
  mapCode: contractSchema(
    'metadata',
    '/$defs/geoNode/properties/mapCode',
    'Code joining the node to a map shape: ISO 3166-1 numeric (152) or ISO 3166-2 (CL-RM).',
  ),
  coordinates: {
    description: 'Location as [longitude, latitude] in degrees (WGS 84).',
    type: 'array',
    minItems: 2,
    maxItems: 2,
    additionalItems: false,
    items: [
      { description: 'Longitude.', type: 'number', minimum: -180, maximum: 180 },
      { description: 'Latitude.', type: 'number', minimum: -90, maximum: 90 },
    ],
  },
};

/** geo-locations (lcm): the geography tree of metadata.json. */
export const geoLocationsEntity = treeEntity<GeoNode, Omit<GeoLocationItem, keyof TreeItem>, GeoLocationBody>({
  name: 'geo-locations',
  noun: 'la geografía',
  describe: {
    item: 'A node of the geography tree (country, zone, distributor, branch), flat: its fields, parentId, level and childIds.',
    body: 'A geography. Fields left out of an update keep their value; null removes an optional field; parentId moves the node (never deeper than the levels metadata.json names). level and childIds are read-only and ignored.',
  },
  fields: geoFields,
  feature: 'adminGeoDistributions',
  store: {
    root: (m) => m.geographies.root,
    scope: 'geographies',
    accountColumn: 'geo_locations',
    own: (node) => ({
      ...(node.mapCode !== undefined ? { mapCode: node.mapCode } : {}),
      ...(node.coordinates !== undefined ? { coordinates: node.coordinates } : {}),
    }),
    applyOwn: (node, body) => {
      setOptional(node, 'mapCode', body.mapCode);
      setOptional(node, 'coordinates', body.coordinates);
    },
    checkPlacement: (metadata, parentLevel, depth) => {
      const named = metadata.geographies.levels.length;
      if (parentLevel + depth > named) {
        throw badRequest(
          `body.parentId: la geografía quedaría en el nivel ${parentLevel + depth}, pero metadata.json nombra ${named} niveles.`,
        );
      }
    },
  },
});

// ---------------------------------------------------------------------------------------------
// Logicals

/** A logical location as answered. */
export type LogicalLocationItem = TreeItem;

/** The body of logical-location create and update. */
export type LogicalLocationBody = TreeItemBody;

/** logical-locations (lcm): the logical tree (business units, brands, lines) of metadata.json. */
export const logicalLocationsEntity = treeEntity<TreeNode, Record<never, never>, LogicalLocationBody>({
  name: 'logical-locations',
  noun: 'la ubicación lógica',
  describe: {
    item: 'A node of the logical tree (business unit, brand, line), flat: its fields, parentId, level and childIds.',
    body: 'A logical location. Fields left out of an update keep their value; null removes the description; parentId moves the node. level and childIds are read-only and ignored.',
  },
  fields: { name: nodeName, description: nodeDescription },
  feature: 'adminLogicalDistributions',
  store: {
    root: (m) => m.logicals,
    scope: 'logicals',
    accountColumn: 'logical_locations',
    own: () => ({}),
  },
});

// ---------------------------------------------------------------------------------------------
// Channels and clusters

const flatItemSchema = (description: string): JsonSchema =>
  object(description, { id: nodeId, name: nodeName, description: nodeDescription }, ['id', 'name']);
const flatBodySchema = (description: string): JsonSchema =>
  object(description, { id: readOnlyId, name: nodeName, description: nullable(nodeDescription) }, ['name']);

/** channels (lcm): the channels of metadata.json (id, name, description). */
export const channelsEntity = defineEntity({
  name: 'channels',
  backend: 'lcm',
  path: 'channels',
  tag: 'admin: company structure',
  noun: 'el canal',
  idSchema: idParam,
  schemas: {
    item: flatItemSchema('A channel responses come through (branch, call center, app...).'),
    body: flatBodySchema(
      'A channel: name (unique in the tenant) and description (left out of an update: kept; null: removed).',
    ),
    filters: {},
  },
  sortable: ['id', 'name'],
  dates: false,
  permissions: writableWith('adminChannels'),
  store: flatStore({ key: 'channels', noun: 'el canal', accountColumn: 'channels' }),
});

/** clusters (lcm): the customer clusters of metadata.json (id, name, description). */
export const clustersEntity = defineEntity({
  name: 'clusters',
  backend: 'lcm',
  path: 'clusters',
  tag: 'admin: company structure',
  noun: 'el clúster',
  idSchema: idParam,
  schemas: {
    item: flatItemSchema('A customer cluster (segment) offered as a filter.'),
    body: flatBodySchema(
      'A cluster: name (unique in the tenant) and description (left out of an update: kept; null: removed).',
    ),
    filters: {},
  },
  sortable: ['id', 'name'],
  dates: false,
  permissions: { read: SIGNED_IN, create: ADMIN, update: ADMIN, delete: ADMIN },
  store: flatStore({ key: 'clusters', noun: 'el clúster', accountColumn: 'clusters' }),
});
