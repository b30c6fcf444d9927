import type { Tenant } from '@voz/schema';

// The social networks a mention can come from and the rules every social read shares: which
// tenants have social listening, and the metadata channel mentions arrive through.

/** A social network: its key as stored in social_mentions.network and the name shown. */
export interface SocialNetwork {
  id: string;
  name: string;
}

/** The networks the listening covers, in the order charts and legends list them. */
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = [
  { id: 'facebook', name: 'Facebook' },
  { id: 'instagram', name: 'Instagram' },
  { id: 'x', name: 'X' },
  { id: 'google', name: 'Reseñas de Google' },
  { id: 'tiktok', name: 'TikTok' },
  { id: 'youtube', name: 'YouTube' },
];

const BY_ID = new Map(SOCIAL_NETWORKS.map((n, i) => [n.id, { ...n, order: i }]));

/**
 * The name of a network. A provider may add networks before this list knows them: their key is
 * shown as is, after the known ones.
 */
export function networkName(id: string): string {
  return BY_ID.get(id)?.name ?? id;
}

/** Order of two network keys: the list's order, unknown networks after it by key. */
export function compareNetworks(a: string, b: string): number {
  const ia = BY_ID.get(a)?.order ?? SOCIAL_NETWORKS.length;
  const ib = BY_ID.get(b)?.order ?? SOCIAL_NETWORKS.length;
  return ia - ib || (a < b ? -1 : a > b ? 1 : 0);
}

/** A network key as the API accepts it (lower-case, as stored). */
export const NETWORK_PATTERN = '^[a-z][a-z0-9_-]{0,31}$';

/** The channel social mentions come through when the tenant's social indicators name none. */
export const SOCIAL_CHANNEL_ID = 7;

/** The status every mention has: it comes from an external source, not from a survey. */
export const EXTERNAL_STATUS = 'external';

/** Whether the tenant has social listening (tenant.json `features`). */
export function hasSocialListening(tenant: Pick<Tenant, 'features'>): boolean {
  return (tenant.features ?? []).includes('socialListening');
}
