/**
 * Every permission section of a profile's access map and its actions (platform-core.md §6). The AI
 * assistant page is the `omoikane` section; "close/update" on alerts is two actions.
 */
export const PERMISSION_SECTIONS: Readonly<Record<string, readonly string[]>> = {
  dashboard: ['main'],
  'extended-dashboard': ['main'],
  omoikane: ['main'],
  'power-intelligence': ['main'],
  surveys: ['main', 'wizard', 'update', 'delete'],
  'survey-stats': ['main'],
  'client-accounts': ['main'],
  'social-listening': ['main'],
  'co-creation': ['main'],
  reports: ['main'],
  alerts: ['main', 'stats', 'detail', 'close', 'update', 'addComment', 'addEvidence', 'notifications'],
  'action-plans': ['main', 'create', 'add-activity', 'update', 'close', 'root-cause', 'delete'],
  'logical-distributions': ['main'],
  'geo-distributions': ['main'],
  'critical-moments': ['main'],
  channels: ['main'],
  'dashboard-ai': ['main'],
};

/** Authorities that sign in without a profile (platform-core.md §5). */
export const PROFILE_EXEMPT_AUTHORITIES: readonly string[] = ['ROLE_ADMIN', 'ROLE_ROOT'];

/** A copy of the full access map: every section with every action. */
export function fullAccess(): Record<string, string[]> {
  return Object.fromEntries(Object.entries(PERMISSION_SECTIONS).map(([section, actions]) => [section, [...actions]]));
}

/** True when an access map grants at least one section (a profile "with access configuration"). */
export function hasAccessConfiguration(access: unknown): boolean {
  if (access === null || typeof access !== 'object' || Array.isArray(access)) return false;
  return Object.values(access).some((actions) => Array.isArray(actions));
}
