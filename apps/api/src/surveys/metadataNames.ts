import type { CriticalMoment, Question, TenantMetadata } from '@voz/schema';

/** Names of a tenant's nodes and its questions, by id (from metadata.json). */
export interface MetadataNames {
  /** Critical moment id -> name shown to users. */
  criticalMoments: ReadonlyMap<number, string>;
  /** Geography id -> name. */
  geographies: ReadonlyMap<number, string>;
  /** Logical location id -> name. */
  logicals: ReadonlyMap<number, string>;
  /** Channel id -> name. */
  channels: ReadonlyMap<number, string>;
  /** Every question of the tenant (ids are unique across moments). */
  questions: ReadonlyMap<number, Question>;
}

interface Named {
  id: number;
  name: string;
  children?: Named[];
}

function index(root: Named, into: Map<number, string>): Map<number, string> {
  into.set(root.id, root.name);
  for (const child of root.children ?? []) index(child, into);
  return into;
}

function questionsOf(moment: CriticalMoment, into: Map<number, Question>): Map<number, Question> {
  for (const q of moment.questions ?? []) into.set(q.id, q);
  for (const child of moment.children ?? []) questionsOf(child, into);
  return into;
}

// metadata.json objects are replaced when the file changes, so a WeakMap keyed by them is a cache
// that never serves stale names.
const cache = new WeakMap<TenantMetadata, MetadataNames>();

/** The name lookups of a metadata.json, built once per loaded file. */
export function metadataNames(metadata: TenantMetadata): MetadataNames {
  let names = cache.get(metadata);
  if (!names) {
    names = {
      criticalMoments: index(metadata.criticalMoments, new Map()),
      geographies: index(metadata.geographies.root, new Map()),
      logicals: index(metadata.logicals, new Map()),
      channels: new Map(metadata.channels.map((c) => [c.id, c.name])),
      questions: questionsOf(metadata.criticalMoments, new Map()),
    };
    cache.set(metadata, names);
  }
  return names;
}
