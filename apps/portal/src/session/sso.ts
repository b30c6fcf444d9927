// Single sign-on (platform-core.md §4): a token found in the SSO cookie, on a host under one of the
// tenant's configured cookie domains (tenant.json `sso.cookieDomains`), replaces the stored token.

/** Name of the cookie the single-sign-on provider writes the token in. */
export const SSO_COOKIE = 'voz_token';

/** Whether a host is a cookie domain or under it ('.example.com' and 'example.com' both match 'a.example.com'). */
export function hostInDomain(host: string, domain: string): boolean {
  const bare = domain.replace(/^\./, '').toLowerCase();
  const h = host.toLowerCase();
  return h === bare || h.endsWith(`.${bare}`);
}

/** The SSO token of a cookie header, when the host is under one of the domains; else null. */
export function ssoToken(cookie: string, host: string, domains: readonly string[]): string | null {
  if (!domains.some((d) => hostInDomain(host, d))) return null;
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SSO_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value.length > 0 ? value : null;
    }
  }
  return null;
}
