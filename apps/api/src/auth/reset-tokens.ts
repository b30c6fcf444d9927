import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** How long a password-reset link stays valid. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Shape of a reset key: `<tenant of the account>.<32 random bytes, base64url>`. The tenant part lets
 * the lookup filter on tenant_id like every other query; the secret part is what is stored, hashed.
 */
export const RESET_KEY_PATTERN = '^[a-z0-9_][a-z0-9_-]{0,62}\\.[A-Za-z0-9_-]{43}$';

/** The SHA-256 (hex) of a key's secret part, as password_tokens stores it. */
export function tokenHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The tenant and secret of a reset key, or undefined when it is not shaped like one. */
export function parseResetKey(key: string): { tenantId: string; secret: string } | undefined {
  if (!new RegExp(RESET_KEY_PATTERN).test(key)) return undefined;
  const dot = key.indexOf('.');
  return { tenantId: key.slice(0, dot), secret: key.slice(dot + 1) };
}

/** Creates a single-use reset token for an account, expiring after RESET_TOKEN_TTL_MS; answers the key. */
export async function createResetToken(
  db: Kysely<Database>,
  account: { tenantId: string; accountId: number },
  now: Date,
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_tokens')
    .values({
      tenant_id: account.tenantId,
      token_hash: tokenHash(secret),
      account_id: account.accountId,
      purpose: 'reset',
      expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      used_at: null,
    })
    .execute();
  return `${account.tenantId}.${secret}`;
}

/**
 * Marks a reset token used and answers its account, in one statement so two concurrent uses cannot
 * both succeed; undefined when the key is unknown, already used or expired. Call it inside the
 * transaction that changes the password.
 */
export async function consumeResetToken(
  db: Kysely<Database>,
  key: string,
  now: Date,
): Promise<{ tenantId: string; accountId: number } | undefined> {
  const parsed = parseResetKey(key);
  if (!parsed) return undefined;
  const row = await db
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('tenant_id', '=', parsed.tenantId)
    .where('token_hash', '=', tokenHash(parsed.secret))
    .where('purpose', '=', 'reset')
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('account_id')
    .executeTakeFirst();
  return row ? { tenantId: parsed.tenantId, accountId: row.account_id } : undefined;
}

/** Marks every unused token of an account used (after its password changed). */
export async function revokeResetTokens(
  db: Kysely<Database>,
  account: { tenantId: string; accountId: number },
  now: Date,
): Promise<void> {
  await db
    .updateTable('password_tokens')
    .set({ used_at: now })
    .where('tenant_id', '=', account.tenantId)
    .where('account_id', '=', account.accountId)
    .where('used_at', 'is', null)
    .execute();
}
