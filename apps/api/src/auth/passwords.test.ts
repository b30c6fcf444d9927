import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, SCRYPT_PARAMS, verifyPassword } from './passwords.js';

describe('password hashes', () => {
  it('stores scrypt$N$r$p$salt$hash with a random salt, and verifies only the right password', async () => {
    const a = await hashPassword('demo1234');
    const b = await hashPassword('demo1234');
    expect(a).toMatch(
      new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$${SCRYPT_PARAMS.r}\\$${SCRYPT_PARAMS.p}\\$[\\w-]{22}\\$[\\w-]{86}$`),
    );
    expect(a).not.toBe(b);
    expect(await verifyPassword('demo1234', a)).toBe(true);
    expect(await verifyPassword('demo1234', b)).toBe(true);
    expect(await verifyPassword('demo12345', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const stored = await hashPassword('contrase\u00f1a');
    expect(await verifyPassword('contrasen\u0303a', stored)).toBe(true);
  });

  it('verifies hashes made with other cost parameters (they are read from the stored value)', async () => {
    const stored = await hashPassword('clave-antigua');
    const [, , , , salt] = stored.split('$');
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync('clave-antigua', Buffer.from(salt!, 'base64url'), 32, { N: 1024, r: 4, p: 2 });
    expect(await verifyPassword('clave-antigua', `scrypt$1024$4$2$${salt}$${key.toString('base64url')}`)).toBe(true);
  });

  it('never matches, and never throws, on malformed or abusive stored values', async () => {
    const stored = await hashPassword('x');
    const [, , , , salt, hash] = stored.split('$');
    for (const bad of [
      '',
      'x',
      'bcrypt$10$abc',
      `scrypt$16384$8$1$${salt}`,
      `scrypt$1000$8$1$${salt}$${hash}`, // N not a power of two
      `scrypt$${2 ** 30}$8$1$${salt}$${hash}`, // N far too large
      `scrypt$16384$999$1$${salt}$${hash}`,
      `scrypt$16384$8$1$$${hash}`,
      `scrypt$16384$8$1$${salt}$abc`,
    ]) {
      expect(await verifyPassword('x', bad), bad).toBe(false);
    }
  });

  it('keeps one decoy hash for unknown users', async () => {
    const decoy = await decoyHash();
    expect(await decoyHash()).toBe(decoy);
    expect(decoy.startsWith('scrypt$')).toBe(true);
    expect(await verifyPassword('demo1234', decoy)).toBe(false);
  });
});
