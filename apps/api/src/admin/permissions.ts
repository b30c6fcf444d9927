import type { Feature } from '@voz/schema';
import { forbidden } from '../http/errors.js';
import { mayUse, PLATFORM_TENANT, type Principal } from '../http/principal.js';

/**
 * Who may use one operation of an entity (platform-core §6):
 * - `root`: ROLE_ROOT on a platform account (companies, admin accounts);
 * - `admin`: ROLE_ADMIN of the tenant, and the tenant's `feature` when one is named (the structure
 *   pages: adminCriticalMoments, adminGeoDistributions, adminLogicalDistributions, adminChannels);
 * - `section`: a profile granting the section (and action) — admins and root always may;
 * - `signedIn`: any account acting on the tenant (the lists the portal loads at start).
 */
export type Permission =
  | { kind: 'root' }
  | { kind: 'admin'; feature?: Feature }
  | { kind: 'section'; section: string; action?: string }
  | { kind: 'signedIn' };

/** Permission shorthands. */
export const ROOT: Permission = { kind: 'root' };
/** ROLE_ADMIN, without a feature. */
export const ADMIN: Permission = { kind: 'admin' };
/** Any signed-in account of the tenant. */
export const SIGNED_IN: Permission = { kind: 'signedIn' };

/** ROLE_ADMIN of a tenant that enables a feature. */
export function adminWith(feature: Feature): Permission {
  return { kind: 'admin', feature };
}

/** A profile section (and action). */
export function section(name: string, action?: string): Permission {
  return action === undefined ? { kind: 'section', section: name } : { kind: 'section', section: name, action };
}

/** Throws 403 unless the principal has the permission. */
export function checkPermission(principal: Principal, permission: Permission): void {
  switch (permission.kind) {
    case 'signedIn':
      return;
    case 'root':
      if (principal.accountTenantId !== PLATFORM_TENANT || !principal.authorities.includes('ROLE_ROOT')) {
        throw forbidden('Solo el operador raíz (ROLE_ROOT) administra empresas y administradores.');
      }
      return;
    case 'admin':
      if (!principal.authorities.includes('ROLE_ADMIN')) {
        throw forbidden('Se necesita el rol de administrador (ROLE_ADMIN).');
      }
      if (permission.feature && !(principal.tenant.tenant.value.features ?? []).includes(permission.feature)) {
        throw forbidden(`El cliente no tiene habilitada la administración "${permission.feature}".`);
      }
      return;
    case 'section':
      if (!mayUse(principal, permission.section, permission.action)) {
        throw forbidden(
          permission.action
            ? `Su perfil no permite "${permission.action}" en "${permission.section}".`
            : `Su perfil no da acceso a "${permission.section}".`,
        );
      }
      return;
  }
}
