// What the portal learns before anything else: /config.json (where to sign in, the backends, the
// tenants and their base paths), and the base path it is served under, read from the address.

/** A tenant as /config.json lists it. */
export interface BootstrapTenant {
  id: string;
  name: string;
  /** Where the tenant's portal is served ('/' or '/voc'). */
  basePath: string;
  /** Cookie domains whose single-sign-on token replaces the stored one. */
  ssoCookieDomains?: string[];
}

/** /config.json. */
export interface BootstrapConfig {
  authenticateUrl: string;
  backends: { voc: string; lcm: string; case: string };
  /** Where the server takes several read calls in one request (absent: one by one). */
  batchUrl?: string;
  demo?: boolean;
  /** The server's clock (ISO), pinned in demos: default dates start from it. */
  now?: string;
  tenants: BootstrapTenant[];
}

/** Reads /config.json; throws a Spanish message when the server cannot be reached. */
export async function loadBootstrap(fetcher: typeof fetch = fetch): Promise<BootstrapConfig> {
  let response: Response;
  try {
    response = await fetcher('/config.json', { headers: { accept: 'application/json' } });
  } catch {
    throw new Error('No se pudo conectar con el servidor de Voz.');
  }
  if (!response.ok) throw new Error(`El servidor respondió ${response.status} al pedir la configuración.`);
  return (await response.json()) as BootstrapConfig;
}

/**
 * The base path of this page: the longest tenant base path (other than '/') that the address starts
 * with, else ''. '/voc/dashboard' with a tenant at '/voc' gives '/voc'.
 */
export function basePathOf(pathname: string, tenants: readonly BootstrapTenant[]): string {
  const candidates = tenants
    .map((t) => t.basePath.replace(/\/+$/, ''))
    .filter((p) => p.length > 0)
    .sort((a, b) => b.length - a.length);
  return candidates.find((p) => pathname === p || pathname.startsWith(`${p}/`)) ?? '';
}
