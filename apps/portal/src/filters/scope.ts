// The user's scope on the tenant's trees: what the filter pickers offer and the ids a URL may name.
import { forestIds, scopeForest } from '@voz/core';
import type { TenantMetadata } from '@voz/schema';
import type { Account } from '../session/account.js';
import type { Scope } from '../portalContext.js';

/** Admins and root are not restricted (§6): an empty scope is the whole tree. */
export function scopeOf(metadata: TenantMetadata, account: Account, unrestricted: boolean): Scope {
  const restrict = (ids: readonly number[]): readonly number[] => (unrestricted ? [] : ids);
  const geographies = scopeForest(metadata.geographies.root, restrict(account.geoLocations));
  const logicals = scopeForest(metadata.logicals, restrict(account.logicalLocations));
  const criticalMoments = scopeForest(metadata.criticalMoments, restrict(account.criticalMoments));
  return {
    geographies,
    logicals,
    criticalMoments,
    allowed: {
      geographies: forestIds(geographies),
      logicals: forestIds(logicals),
      criticalMoments: forestIds(criticalMoments),
      channels: new Set(metadata.channels.map((c) => c.id)),
      clusters: new Set((metadata.clusters ?? []).map((c) => c.id)),
    },
  };
}
