// What a profile lets a user do with alerts and action plans (platform-core.md §6). The portal shows
// an action only when these allow it; the API refuses the rest (403) with the same rules.
import { isAdmin, isRoot, type AccessAccount } from '../access/account.js';
import { accessMap, canSee } from '../access/permissions.js';

/** Role that may update (and otherwise handle) alerts without the profile's update action (§6). */
export const ALERT_ADMIN_ROLE = 'ROLE_ALERT_ADMIN';

/** The alert actions of an account. */
export interface AlertPermissions {
  /** The alerts section: the list, the detail and the drawer. */
  read: boolean;
  /** Alert statistics (the stats action). */
  stats: boolean;
  /** Status changes: the update (or close) action, or ROLE_ALERT_ADMIN. */
  update: boolean;
  /** Comments (addComment). */
  addComment: boolean;
  /** Evidence files: upload and delete (addEvidence). */
  addEvidence: boolean;
}

/** The action-plan actions of an account (create, add-activity, update, close, root-cause, delete). */
export interface PlanPermissions {
  /** The action-plans section: lists, details, the library. */
  read: boolean;
  create: boolean;
  addActivity: boolean;
  /** Status moves that need update, activity edits, progress, comments, evidence, the library flag. */
  update: boolean;
  /** Closing, cancelling and reopening. */
  close: boolean;
  rootCause: boolean;
  delete: boolean;
}

/** What the rules read of a caller: its roles and its first profile's access map. */
export type PermissionHolder = Pick<AccessAccount, 'authorities' | 'userProfiles'>;

/** Whether the holder administers the whole tenant (ROLE_ADMIN or ROLE_ROOT): every action is allowed. */
function administers(holder: PermissionHolder): boolean {
  return isAdmin(holder) || isRoot(holder);
}

/**
 * §6: alerts need the alerts section; update is the update (or close) action or ROLE_ALERT_ADMIN,
 * who may also read, comment, attach evidence and see the statistics; administrators may everything.
 */
export function alertPermissions(holder: PermissionHolder): AlertPermissions {
  const all =
    administers(holder) || (Array.isArray(holder.authorities) && holder.authorities.includes(ALERT_ADMIN_ROLE));
  const access = accessMap(holder);
  const may = (action?: string): boolean => all || canSee(access, 'alerts', action);
  return {
    read: may(),
    stats: may('stats'),
    update: may('update') || may('close'),
    addComment: may('addComment'),
    addEvidence: may('addEvidence'),
  };
}

/** §6: each action-plan action is listed on its own in the profile's access list; administrators may everything. */
export function planPermissions(holder: PermissionHolder): PlanPermissions {
  const all = administers(holder);
  const access = accessMap(holder);
  const read = all || canSee(access, 'action-plans');
  const may = (action: string): boolean => read && (all || canSee(access, 'action-plans', action));
  return {
    read,
    create: may('create'),
    addActivity: may('add-activity'),
    update: may('update'),
    close: may('close'),
    rootCause: may('root-cause'),
    delete: may('delete'),
  };
}
