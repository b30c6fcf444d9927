import { describe, expect, it } from 'vitest';
import { alertPermissions, planPermissions } from './permissions.js';

const holder = (access: Record<string, string[]>, authorities: string[] = ['ROLE_USER']) => ({
  authorities,
  userProfiles: [{ config: { access } }],
});

describe('alertPermissions', () => {
  it('reads the alerts section and its actions', () => {
    expect(alertPermissions(holder({ alerts: ['main', 'stats', 'detail'] }))).toEqual({
      read: true,
      stats: true,
      update: false,
      addComment: false,
      addEvidence: false,
    });
    expect(alertPermissions(holder({ alerts: ['main', 'update', 'addComment', 'addEvidence'] }))).toEqual({
      read: true,
      stats: false,
      update: true,
      addComment: true,
      addEvidence: true,
    });
    // close/update are one right in §6.
    expect(alertPermissions(holder({ alerts: ['close'] })).update).toBe(true);
  });

  it('gives nothing without the section, everything to ROLE_ALERT_ADMIN and administrators', () => {
    expect(Object.values(alertPermissions(holder({ dashboard: ['main'] })))).not.toContain(true);
    expect(Object.values(alertPermissions(holder({}, ['ROLE_ALERT_ADMIN'])))).not.toContain(false);
    expect(Object.values(alertPermissions(holder({}, ['ROLE_ADMIN'])))).not.toContain(false);
    expect(Object.values(alertPermissions({ authorities: ['ROLE_USER'], userProfiles: [] }))).not.toContain(true);
  });
});

describe('planPermissions', () => {
  it('enables each action on its own, and none without the section', () => {
    expect(planPermissions(holder({ 'action-plans': ['main'] }))).toEqual({
      read: true,
      create: false,
      addActivity: false,
      update: false,
      close: false,
      rootCause: false,
      delete: false,
    });
    expect(planPermissions(holder({ 'action-plans': ['create', 'root-cause'] }))).toMatchObject({
      read: true,
      create: true,
      rootCause: true,
      close: false,
    });
    expect(Object.values(planPermissions(holder({ alerts: ['main', 'create'] })))).not.toContain(true);
    expect(Object.values(planPermissions(holder({}, ['ROLE_ADMIN'])))).not.toContain(false);
  });
});
