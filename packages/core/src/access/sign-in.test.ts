import { describe, expect, it } from 'vitest';
import type { AccessAccount } from './account.js';
import { signInRefusal } from './sign-in.js';

const withAccess = (access: Record<string, string[]>, extra: Partial<AccessAccount> = {}): AccessAccount => ({
  enabled: true,
  authorities: ['ROLE_USER'],
  userProfiles: [{ config: { access } }],
  ...extra,
});

describe('signInRefusal (§5)', () => {
  it('lets in an enabled user whose profile grants a section', () => {
    expect(signInRefusal(withAccess({ dashboard: ['main'] }))).toBeNull();
  });

  it('refuses a disabled account, whoever it is', () => {
    expect(signInRefusal(withAccess({ dashboard: ['main'] }, { enabled: false }))).toBe('accountDisabled');
    expect(signInRefusal({ enabled: false, authorities: ['ROLE_ADMIN'], userProfiles: [] })).toBe('accountDisabled');
    expect(signInRefusal({ enabled: false, authorities: ['ROLE_ROOT'], userProfiles: [] })).toBe('accountDisabled');
  });

  it('reads an absent enabled flag as enabled', () => {
    expect(
      signInRefusal({ authorities: ['ROLE_USER'], userProfiles: [{ config: { access: { reports: [] } } }] }),
    ).toBeNull();
  });

  it('refuses a user without a profile, or whose profile grants nothing', () => {
    expect(signInRefusal({ enabled: true, authorities: ['ROLE_USER'], userProfiles: [] })).toBe('noAccess');
    expect(signInRefusal(withAccess({}))).toBe('noAccess');
  });

  it('lets admins and root in without a profile', () => {
    expect(signInRefusal({ enabled: true, authorities: ['ROLE_ADMIN'], userProfiles: [] })).toBeNull();
    expect(signInRefusal({ enabled: true, authorities: ['ROLE_ROOT'], userProfiles: [] })).toBeNull();
  });
});
