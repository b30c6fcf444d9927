import type { CriticalMoment, TenantMetadata } from '@voz/schema';

// Names of the nodes of a tenant's metadata.json by id, for the descriptions lists and reports
// show next to ids, and the workflow names its critical moments declare.

/** Names by id of each dimension of a tenant's metadata. */
export interface MetadataNames {
  criticalMoments: ReadonlyMap<number, string>;
  geographies: ReadonlyMap<number, string>;
  logicals: ReadonlyMap<number, string>;
  channels: ReadonlyMap<number, string>;
  clusters: ReadonlyMap<number, string>;
  /** Workflow names of the critical moments (venta, postventa...), sorted. */
  workflows: readonly string[];
}

interface Named {
  id: number;
  name: string;
  children?: Named[];
}

function treeNames(root: Named): Map<number, string> {
  const names = new Map<number, string>();
  const stack: Named[] = [root];
  while (stack.length) {
    const node = stack.pop() as Named;
    names.set(node.id, node.name);
    stack.push(...(node.children ?? []));
  }
  return names;
}

function workflowsOf(root: CriticalMoment): string[] {
  const found = new Set<string>();
  const stack: CriticalMoment[] = [root];
  while (stack.length) {
    const node = stack.pop() as CriticalMoment;
    if (node.workflowName) found.add(node.workflowName);
    stack.push(...(node.children ?? []));
  }
  return [...found].sort();
}

const cache = new WeakMap<TenantMetadata, MetadataNames>();

/** The names of a metadata file (computed once per loaded file). */
export function metadataNames(metadata: TenantMetadata): MetadataNames {
  let names = cache.get(metadata);
  if (!names) {
    names = {
      criticalMoments: treeNames(metadata.criticalMoments),
      geographies: treeNames(metadata.geographies.root),
      logicals: treeNames(metadata.logicals),
      channels: new Map(metadata.channels.map((c) => [c.id, c.name])),
      clusters: new Map((metadata.clusters ?? []).map((c) => [c.id, c.name])),
      workflows: workflowsOf(metadata.criticalMoments),
    };
    cache.set(metadata, names);
  }
  return names;
}
