import { describe, expect, it } from 'vitest';
import type { AccessAccount } from './account.js';
import { isAdmin, isRoot, ROLE_ADMIN, ROLE_ROOT, showsHeaderControls } from './account.js';

const account = (authorities: string[]): AccessAccount => ({ authorities, userProfiles: [] });

describe('roles', () => {
  it('reads ROLE_ROOT and ROLE_ADMIN from the authorities', () => {
    expect(ROLE_ROOT).toBe('ROLE_ROOT');
    expect(ROLE_ADMIN).toBe('ROLE_ADMIN');
    expect(isRoot(account(['ROLE_ROOT']))).toBe(true);
    expect(isAdmin(account(['ROLE_ADMIN', 'ROLE_USER']))).toBe(true);
    expect(isRoot(account(['ROLE_USER']))).toBe(false);
    expect(isAdmin(account(['ROLE_USER']))).toBe(false);
  });

  it('root is not admin unless it also has ROLE_ADMIN', () => {
    expect(isAdmin(account(['ROLE_ROOT']))).toBe(false);
    expect(isAdmin(account(['ROLE_ROOT', 'ROLE_ADMIN']))).toBe(true);
  });

  it('header filters, counter and alerts drawer are hidden for admins and root only', () => {
    expect(showsHeaderControls(account(['ROLE_USER']))).toBe(true);
    expect(showsHeaderControls(account([]))).toBe(true);
    expect(showsHeaderControls(account(['ROLE_ADMIN']))).toBe(false);
    expect(showsHeaderControls(account(['ROLE_ROOT']))).toBe(false);
  });
});
