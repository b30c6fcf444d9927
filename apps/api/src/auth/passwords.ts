import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Cost parameters of new password hashes (N, r, p) and the derived key length in bytes. */
export const SCRYPT_PARAMS = { N: 16384, r: 8, p: 1, keyLength: 64 } as const;

/** Shortest new password accepted (change-password, reset). */
export const PASSWORD_MIN_LENGTH = 8;
/** Longest password accepted anywhere, so a huge body cannot make scrypt hash megabytes. */
export const PASSWORD_MAX_LENGTH = 200;

const SALT_BYTES = 16;
// Stored hashes come from our own writes, but bounds keep a corrupted row from asking scrypt for
// gigabytes of memory.
const MAX_N = 1 << 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password with scrypt and a random salt: `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength } = SCRYPT_PARAMS;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, keyLength, { N, r, p, maxmem: 256 * N * r });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/**
 * Whether a password matches a stored hash (constant-time comparison). A malformed stored value
 * never matches and never throws.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const valid =
    Number.isInteger(N) &&
    N > 1 &&
    N <= MAX_N &&
    (N & (N - 1)) === 0 &&
    Number.isInteger(r) &&
    r >= 1 &&
    r <= MAX_R &&
    Number.isInteger(p) &&
    p >= 1 &&
    p <= MAX_P;
  if (!valid) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || expected.length < 16) return false;
  try {
    const actual = await derive(password, salt, expected.length, { N, r, p, maxmem: 256 * N * r });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * A hash of a random password, computed once: sign-in checks unknown users against it so that they
 * take as long as known ones (no user enumeration by timing).
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(18).toString('base64url'));
  return decoy;
}
