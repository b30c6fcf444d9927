import type { AccessAccount } from './account.js';

/** An access map: permission section -> actions granted (platform-core.md §6). */
export type AccessMap = Readonly<Record<string, readonly string[]>>;

const EMPTY: AccessMap = Object.freeze({});

/** The access map of the first profile ({} without one, or when the profile carries none). */
export function accessMap(account: AccessAccount): AccessMap {
  const access = account.userProfiles?.[0]?.config?.access;
  return access !== null && typeof access === 'object' && !Array.isArray(access) ? access : EMPTY;
}

/** The actions an access map grants on a section; undefined when the section is not in the map. */
function actionsOf(access: AccessMap, section: string): readonly string[] | undefined {
  // Own keys only: 'constructor' or 'toString' are not sections.
  if (!Object.prototype.hasOwnProperty.call(access, section)) return undefined;
  const actions = access[section];
  return Array.isArray(actions) ? actions : undefined;
}

/**
 * §6: a page shows if its section is in the map and its action is 'main', absent, or listed for that
 * section. A section whose value is not a list is read as absent.
 */
export function canSee(access: AccessMap, section: string, action?: string): boolean {
  const actions = actionsOf(access, section);
  if (actions === undefined) return false;
  return action === undefined || action === 'main' || actions.includes(action);
}

/** Whether an access map grants at least one section (a profile "with access configuration", §5). */
export function grantsAnySection(access: AccessMap): boolean {
  return Object.keys(access).some((section) => actionsOf(access, section) !== undefined);
}
