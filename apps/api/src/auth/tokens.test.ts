import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { TOKEN_TTL_SECONDS, TokenService } from './tokens.js';

// Tokens correctly signed with the server's own key, but not as the server signs them (issue 30,
// item 8): without an expiry a token would be good for ever, so it is refused, as is one made to
// last longer than the server's tokens do, or one without the session epoch (decision 0018).

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'voz-tokens-'));
const tokens = TokenService.fromDataDir(dir);
const key = new TextEncoder().encode(fs.readFileSync(path.join(dir, 'jwt.secret'), 'utf8').trim());
const CLAIMS = { tid: 'auto-b', atid: 'auto-b', sep: 1_700_000_000_000 };

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A token signed with the server's key, built claim by claim. */
function forge(build: (jwt: SignJWT, iat: number) => SignJWT, claims: Record<string, unknown> = CLAIMS) {
  const iat = Math.floor(Date.now() / 1000);
  return build(new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuer('voz').setSubject('2'), iat).sign(
    key,
  );
}

describe('TokenService.verify', () => {
  it("accepts the server's own tokens", async () => {
    const token = await tokens.sign({ tenantId: 'auto-b', accountTenantId: 'auto-b', accountId: 2, sessionEpoch: 5 });
    expect(await tokens.verify(token)).toEqual({
      tenantId: 'auto-b',
      accountTenantId: 'auto-b',
      accountId: 2,
      sessionEpoch: 5,
    });
    expect(await tokens.verify(await forge((jwt, iat) => jwt.setIssuedAt(iat).setExpirationTime(iat + 60)))).toEqual({
      tenantId: 'auto-b',
      accountTenantId: 'auto-b',
      accountId: 2,
      sessionEpoch: CLAIMS.sep,
    });
  });

  it('refuses a correctly signed token without an expiry', async () => {
    expect(await tokens.verify(await forge((jwt, iat) => jwt.setIssuedAt(iat)))).toBeUndefined();
  });

  it('refuses one without an issue time, or made to last longer than the server signs', async () => {
    expect(await tokens.verify(await forge((jwt, iat) => jwt.setExpirationTime(iat + 60)))).toBeUndefined();
    const long = await forge((jwt, iat) => jwt.setIssuedAt(iat).setExpirationTime(iat + TOKEN_TTL_SECONDS + 60));
    expect(await tokens.verify(long)).toBeUndefined();
  });

  it('refuses one without the session epoch', async () => {
    const { sep: _sep, ...withoutEpoch } = CLAIMS;
    const token = await forge((jwt, iat) => jwt.setIssuedAt(iat).setExpirationTime(iat + 60), withoutEpoch);
    expect(await tokens.verify(token)).toBeUndefined();
  });
});
