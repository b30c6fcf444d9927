import { describe, expect, it } from 'vitest';
import type { AccessAccount } from './account.js';
import { accessMap, canSee, grantsAnySection } from './permissions.js';

describe('accessMap', () => {
  it('is the access map of the first profile', () => {
    const account: AccessAccount = {
      authorities: ['ROLE_USER'],
      userProfiles: [{ config: { access: { dashboard: ['main'] } } }, { config: { access: { reports: ['main'] } } }],
    };
    expect(accessMap(account)).toEqual({ dashboard: ['main'] });
  });

  it('is {} without a profile', () => {
    expect(accessMap({ authorities: [], userProfiles: [] })).toEqual({});
  });
});

describe('canSee (§6)', () => {
  const access = { dashboard: ['main'], alerts: ['main', 'detail'], surveys: [] as string[] };

  it('needs the section in the map', () => {
    expect(canSee(access, 'dashboard')).toBe(true);
    expect(canSee(access, 'reports')).toBe(false);
    expect(canSee({}, 'dashboard')).toBe(false);
  });

  it("an absent action or 'main' needs only the section", () => {
    expect(canSee(access, 'alerts')).toBe(true);
    expect(canSee(access, 'alerts', 'main')).toBe(true);
    expect(canSee(access, 'surveys', 'main')).toBe(true);
    expect(canSee(access, 'surveys')).toBe(true);
  });

  it('another action must be listed for that section', () => {
    expect(canSee(access, 'alerts', 'stats')).toBe(false);
    expect(canSee(access, 'alerts', 'detail')).toBe(true);
    expect(canSee({ alerts: ['main', 'stats'] }, 'alerts', 'stats')).toBe(true);
    expect(canSee({ dashboard: ['stats'] }, 'alerts', 'stats')).toBe(false);
  });

  it('inherited object keys are not sections, nor are values that are not lists', () => {
    expect(canSee({}, 'constructor')).toBe(false);
    expect(canSee({}, 'toString', 'main')).toBe(false);
    const broken = JSON.parse('{"dashboard": "main"}') as Record<string, string[]>;
    expect(canSee(broken, 'dashboard')).toBe(false);
  });
});

describe('grantsAnySection', () => {
  it('is true when a section maps to a list', () => {
    expect(grantsAnySection({ dashboard: [] })).toBe(true);
    expect(grantsAnySection({})).toBe(false);
    expect(grantsAnySection(JSON.parse('{"dashboard": null}') as Record<string, string[]>)).toBe(false);
  });
});
