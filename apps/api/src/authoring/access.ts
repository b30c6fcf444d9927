import { SHARED_FOLDER } from '@voz/validation';
import { tenantsOf } from '../auth/sign-in.js';
import { forbidden } from '../http/errors.js';
import { PLATFORM_TENANT, type Principal } from '../http/principal.js';
import type { TenantStore } from '../tenants/TenantStore.js';
import { missing, pathError } from './errors.js';

// Who may use the dashboard editor: the root operator (ROLE_ROOT) and consultants
// (ROLE_CONSULTANT), on the tenant folders their account may act on (its grants, as at sign-in:
// tenantsOf). The token's own tenant does not matter: a consultant signs in once and edits every
// tenant granted. The shared fragments (dashboards/_shared) concern every tenant, so only root and
// platform accounts granted every tenant ('*') edit them.

/** Authorities that open the editor. */
export const AUTHORING_AUTHORITIES: readonly string[] = ['ROLE_ROOT', 'ROLE_CONSULTANT'];

/** Tenant folder names, and `_shared`, as they may appear in a path. */
const FOLDER_ID = /^[a-z0-9][a-z0-9-]*$/;

/** Refuses (403) principals that are neither root nor a consultant. */
export function requireEditor(principal: Principal): void {
  if (!AUTHORING_AUTHORITIES.some((a) => principal.authorities.includes(a))) {
    throw forbidden(
      'Solo el operador de la plataforma (ROLE_ROOT) y los consultores (ROLE_CONSULTANT) editan dashboards.',
    );
  }
}

/** Whether the principal may edit the shared fragments: root, or a platform account granted every tenant. */
export function mayEditShared(principal: Principal): boolean {
  return (
    principal.accountTenantId === PLATFORM_TENANT &&
    (principal.authorities.includes('ROLE_ROOT') || principal.grants.includes('*'))
  );
}

/** Tenant folders the principal may edit (tenantsOf of its account), without `_shared`. */
export function editableTenants(principal: Principal, store: TenantStore): string[] {
  return tenantsOf({ tenant_id: principal.accountTenantId, grants: principal.grants }, store);
}

/**
 * Checks that the principal may edit a folder (a tenant folder or `_shared`): 400 for a name that
 * is not a folder name, 404 for a folder that does not exist, 403 when its account is not allowed.
 */
export function requireFolder(principal: Principal, store: TenantStore, folder: string): void {
  requireEditor(principal);
  if (folder === SHARED_FOLDER) {
    if (!mayEditShared(principal)) {
      throw forbidden(
        'Los fragmentos compartidos solo los editan el operador raíz y las cuentas con acceso a todos los clientes.',
      );
    }
    return;
  }
  if (!FOLDER_ID.test(folder) || folder.length > 63) {
    throw pathError(`"${folder}" no es una carpeta de cliente de la carpeta de dashboards.`);
  }
  if (!store.tenantIds().includes(folder)) throw missing(`No existe el cliente "${folder}".`);
  if (!editableTenants(principal, store).includes(folder)) {
    throw forbidden(`Su cuenta no tiene acceso al cliente "${folder}".`);
  }
}
