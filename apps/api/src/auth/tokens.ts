import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

/** What a token says: the account and the one tenant it acts on. */
export interface TokenClaims {
  /** Tenant the token acts on. */
  tenantId: string;
  /** Tenant whose accounts table holds the account (`_platform` for root and consultants). */
  accountTenantId: string;
  /** Account id. */
  accountId: number;
  /**
   * The account's `session_epoch` when the token was signed, in milliseconds since 1970: the token
   * is good while the account's epoch is still this one (http/principal.ts; decision 0018).
   */
  sessionEpoch: number;
}

const ISSUER = 'voz';
/** Lifetime of an id token. */
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;

/** Signs and verifies id tokens (HS256) with a secret kept in the data directory. */
export class TokenService {
  private constructor(private readonly key: Uint8Array) {}

  /** Loads the secret from `<dataDir>/jwt.secret`, creating it (random, 0600) at first start. */
  static fromDataDir(dataDir: string): TokenService {
    const file = path.join(dataDir, 'jwt.secret');
    if (!fs.existsSync(file)) {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    }
    return new TokenService(new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim()));
  }

  /** A signed id token for the claims, expiring after TOKEN_TTL_SECONDS. */
  async sign(claims: TokenClaims, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ tid: claims.tenantId, atid: claims.accountTenantId, sep: claims.sessionEpoch })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject(String(claims.accountId))
      .setIssuedAt(iat)
      .setExpirationTime(iat + TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /**
   * The claims of a valid token, or undefined: bad signature, expired, malformed, without an expiry
   * or an issue time, or with a lifetime longer than TOKEN_TTL_SECONDS.
   */
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      // A token without an expiry (or issued for longer than ours are) would be good for ever: jose
      // checks `exp` only when it is there, so it must be required.
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: TOKEN_TTL_SECONDS,
      });
      if (payload.exp === undefined || payload.iat === undefined || payload.exp - payload.iat > TOKEN_TTL_SECONDS) {
        return undefined;
      }
      const accountId = Number(payload.sub);
      const sessionEpoch = payload.sep;
      if (
        typeof payload.tid !== 'string' ||
        typeof payload.atid !== 'string' ||
        !Number.isSafeInteger(accountId) ||
        typeof sessionEpoch !== 'number' ||
        !Number.isSafeInteger(sessionEpoch)
      ) {
        return undefined;
      }
      return { tenantId: payload.tid, accountTenantId: payload.atid, accountId, sessionEpoch };
    } catch {
      return undefined;
    }
  }
}
