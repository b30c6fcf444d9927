import { describe, expect, it } from 'vitest';
import { basePathOf } from '../bootstrap.js';
import { ApiError } from '@voz/data';
import { rowsOf } from '../api/ApiDataSource.js';
import { displayName, mustResetPassword } from './account.js';
import { afterSignIn, newPasswordProblem, REMEMBERED_PATH } from './rules.js';
import { signInErrorKey } from './signIn.js';
import { hostInDomain, ssoToken } from './sso.js';
import { migrateSession, SESSION_VERSION } from './storeMigration.js';

describe('the persisted session', () => {
  const stored = { token: 't', account: null, language: 'en', returnTo: null };

  it('is read as is at version 1', () => {
    expect(SESSION_VERSION).toBe(1);
    expect(migrateSession(stored, 1)).toEqual(stored);
  });

  it('is purged when stored under any other version', () => {
    for (const version of [0, 2, 7]) {
      expect(migrateSession(stored, version)).toEqual({ token: null, account: null, language: null, returnTo: null });
    }
    expect(migrateSession('garbage', 1).token).toBeNull();
  });
});

describe('single sign-on', () => {
  it('matches hosts under a cookie domain, with or without the leading dot', () => {
    expect(hostInDomain('voc.example.com', '.example.com')).toBe(true);
    expect(hostInDomain('example.com', '.example.com')).toBe(true);
    expect(hostInDomain('example.com.evil.net', 'example.com')).toBe(false);
    expect(hostInDomain('badexample.com', 'example.com')).toBe(false);
  });

  it('takes the token of the cookie only on a configured domain', () => {
    const cookie = 'a=1; voz_token=abc.def%3D; b=2';
    expect(ssoToken(cookie, 'portal.example.com', ['.example.com'])).toBe('abc.def=');
    expect(ssoToken(cookie, 'portal.other.com', ['.example.com'])).toBeNull();
    expect(ssoToken('a=1', 'portal.example.com', ['.example.com'])).toBeNull();
    expect(ssoToken('voz_token=', 'portal.example.com', ['.example.com'])).toBeNull();
  });
});

describe('the base path', () => {
  const tenants = [
    { id: 'a', name: 'A', basePath: '/' },
    { id: 'b', name: 'B', basePath: '/voc' },
    { id: 'c', name: 'C', basePath: '/voc/extra/' },
  ];

  it('is the longest tenant base path the address starts with', () => {
    expect(basePathOf('/voc/dashboard', tenants)).toBe('/voc');
    expect(basePathOf('/voc', tenants)).toBe('/voc');
    expect(basePathOf('/voc/extra/login', tenants)).toBe('/voc/extra');
    expect(basePathOf('/dashboard', tenants)).toBe('');
    expect(basePathOf('/vocal/dashboard', tenants)).toBe('');
  });
});

describe('sign-in rules', () => {
  it('sends a temporary password to the reset page, else to the remembered path or the start', () => {
    expect(afterSignIn({ activated: false, temporalPass: true }, '/alerts/detail/4')).toBe('/login/reset');
    expect(afterSignIn({ activated: true, temporalPass: false }, '/alerts/detail/4')).toBe('/alerts/detail/4');
    expect(afterSignIn({ activated: true, temporalPass: false }, null)).toBe('/');
    expect(mustResetPassword({ activated: true, temporalPass: true })).toBe(false);
  });

  it('remembers only alert-detail paths', () => {
    expect(REMEMBERED_PATH.test('/alerts/detail/42')).toBe(true);
    expect(REMEMBERED_PATH.test('/alerts/detail/42/')).toBe(true);
    expect(REMEMBERED_PATH.test('/alerts/list')).toBe(false);
    expect(REMEMBERED_PATH.test('/dashboard')).toBe(false);
  });

  it('names the first problem of a new password', () => {
    expect(newPasswordProblem('short', 'short')).toBe('reset.tooShort');
    expect(newPasswordProblem('long enough', 'long enougH')).toBe('reset.mismatch');
    expect(newPasswordProblem('demo1234', 'demo1234', 'demo1234')).toBe('reset.sameAsTemporary');
    expect(newPasswordProblem('nueva-clave-1', 'nueva-clave-1', 'demo1234')).toBeNull();
    // The profile's change of password: the same rules, against the current password.
    expect(newPasswordProblem('demo1234', 'demo1234', 'demo1234', 'current')).toBe('password.sameAsCurrent');
    expect(newPasswordProblem('short', 'short', 'demo1234', 'current')).toBe('reset.tooShort');
  });

  it('maps the refusals of the server to messages', () => {
    expect(signInErrorKey(new ApiError('x', 401, 'error.invalidCredentials')).key).toBe('login.invalidCredentials');
    expect(signInErrorKey(new ApiError('x', 401, 'error.accountDisabled')).key).toBe('login.accountDisabled');
    expect(signInErrorKey(new ApiError('x', 401, 'error.noAccess')).key).toBe('login.noAccess');
    expect(signInErrorKey(new ApiError('x', 401)).key).toBe('login.invalidCredentials');
    expect(signInErrorKey(new ApiError('x', 429)).key).toBe('login.tooManyAttempts');
    expect(signInErrorKey(new ApiError('x', 0)).key).toBe('login.network');
    expect(signInErrorKey(new ApiError('Servicio caído', 503))).toEqual({
      key: 'login.generic',
      detail: 'Servicio caído',
    });
  });

  it('shows the name, else the e-mail', () => {
    expect(displayName({ firstName: 'Ana', lastName: 'Pérez', email: 'a@b.c' })).toBe('Ana Pérez');
    expect(displayName({ firstName: '', lastName: '', email: 'a@b.c' })).toBe('a@b.c');
  });
});

describe('rows of an answer', () => {
  it('takes arrays as rows, an object as one row, anything else as none', () => {
    expect(rowsOf([{ value: 1 }, null, { value: 2 }])).toEqual([{ value: 1 }, { value: 2 }]);
    expect(rowsOf({ answeredCount: 3 })).toEqual([{ answeredCount: 3 }]);
    expect(rowsOf('x')).toEqual([]);
    expect(rowsOf(undefined)).toEqual([]);
  });
});
