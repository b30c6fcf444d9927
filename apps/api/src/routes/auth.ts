import type { FastifyInstance } from 'fastify';
import type { AppDeps, RouteModule, SchemaTypes } from '../http/route-module.js';
import { accountView } from '../auth/account-view.js';
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, verifyPassword } from '../auth/passwords.js';
import {
  AUTHENTICATE_ADDRESS_LIMIT,
  AUTHENTICATE_RATE_LIMIT,
  CHANGE_PASSWORD_RATE_LIMIT,
  FailedAttempts,
  RESET_INIT_RATE_LIMIT,
  routeRateLimit,
  tooManyAttempts,
  type AttemptLimit,
} from '../auth/rate-limits.js';
import { consumeResetToken, createResetToken, revokeResetTokens } from '../auth/reset-tokens.js';
import { authenticate, findAccountByLogin, normalizeLogin, SIGN_IN_ERRORS, tenantsOf } from '../auth/sign-in.js';
import { badRequest, ERROR_BODY, forbidden, HttpError, unauthorized } from '../http/errors.js';
import { authenticateRoutes, PASSWORD_CHANGE_REQUIRED, principalOf } from '../http/principal.js';

/** Options of the auth routes (tests and deployments with a mailer hook into the reset link). */
export interface AuthRoutesOptions {
  /** Called with every password-reset link created (the link is a path: `/login/reset?key=...`). */
  onResetLink?(email: string, link: string): void;
  /** Failed sign-ins allowed per client address (default AUTHENTICATE_ADDRESS_LIMIT). */
  addressLimit?: AttemptLimit;
}

/** Message of a reset key that is unknown, already used or expired. */
export const RESET_KEY_REFUSED = 'El enlace ya se usó o venció.';

const TENANT_ID = { type: 'string', minLength: 1, maxLength: 63, pattern: '^[a-z0-9][a-z0-9-]*$' } as const;
const PASSWORD = { type: 'string', maxLength: PASSWORD_MAX_LENGTH } as const;
const NEW_PASSWORD = {
  type: 'string',
  maxLength: PASSWORD_MAX_LENGTH,
  description: `Nueva contraseña: al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
} as const;
const ids = { type: 'array', items: { type: 'integer' } } as const;
const named = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'name'],
    properties: { id: { type: 'integer' }, name: { type: 'string' } },
  },
} as const;
const access = { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } as const;

const errorBody = ERROR_BODY;
const message = { type: 'object', required: ['message'], properties: { message: { type: 'string' } } } as const;
const idToken = { type: 'object', required: ['id_token'], properties: { id_token: { type: 'string' } } } as const;
const renewed = {
  type: 'object',
  required: ['message', 'id_token'],
  properties: {
    message: { type: 'string' },
    id_token: { type: 'string', description: "This session's new token (the one sent is over)." },
  },
} as const;

const accountSchema = {
  type: 'object',
  required: [
    'id',
    'login',
    'email',
    'firstName',
    'lastName',
    'enabled',
    'activated',
    'temporalPass',
    'authorities',
    'tenantId',
    'accountTenantId',
    'level',
    'userProfiles',
    'defaultCriticalMoment',
    'geoLocations',
    'logicalLocations',
    'criticalMoments',
    'channels',
    'clusters',
    'highestScope',
    'tenants',
  ],
  properties: {
    id: { type: 'integer' },
    login: { type: 'string' },
    email: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    phone: { type: ['string', 'null'] },
    enabled: { type: 'boolean' },
    activated: { type: 'boolean' },
    temporalPass: { type: 'boolean' },
    authorities: { type: 'array', items: { type: 'string' } },
    tenantId: { type: 'string', description: 'The tenant the token acts on.' },
    accountTenantId: { type: 'string', description: "The account's own tenant (_platform for root and consultants)." },
    level: { type: ['string', 'null'] },
    userProfiles: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'config'],
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          config: { type: 'object', required: ['access'], properties: { access } },
        },
      },
    },
    defaultCriticalMoment: { type: ['integer', 'null'] },
    geoLocations: ids,
    logicalLocations: ids,
    criticalMoments: ids,
    channels: ids,
    clusters: ids,
    highestScope: { type: 'boolean', description: 'The geography scope contains the root.' },
    tenants: {
      type: 'array',
      description: 'Tenants the account may act on (switch with POST account/switch-tenant).',
      items: {
        type: 'object',
        required: ['id', 'name'],
        properties: { id: { type: 'string' }, name: { type: 'string' } },
      },
    },
    profile: {
      type: ['object', 'null'],
      description: 'full=true: the profile.',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, access },
    },
    levelDetail: {
      type: ['object', 'null'],
      description: 'full=true: the level as tenant.json describes it.',
      properties: {
        id: { type: 'string' },
        label: { type: 'object', additionalProperties: { type: 'string' } },
        geoLevel: { type: 'integer' },
      },
    },
    defaultCriticalMomentDetail: {
      type: ['object', 'null'],
      description: "full=true: the default critical moment's names.",
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        description: { type: 'string' },
        workflowName: { type: 'string' },
      },
    },
    scopeNames: {
      type: 'object',
      description: 'full=true: the names of the scope lists.',
      properties: {
        geoLocations: named,
        logicalLocations: named,
        criticalMoments: named,
        channels: named,
        clusters: named,
      },
    },
  },
} as const;

function checkNewPassword(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw badRequest(`newPassword: la contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`);
  }
}

/**
 * Sign-in and the signed-in account: authenticate (rate-limited), account, change-password,
 * switch-tenant, and password recovery (reset-password init and finish) with single-use,
 * expiring keys. In demo mode the reset link is written to the server log.
 */
export function createAuthRoutes(options: AuthRoutesOptions = {}): RouteModule {
  return async (app: FastifyInstance, deps: AppDeps): Promise<void> => {
    // Password spraying: failed sign-ins per address, across user names (the per-name limit is the route's).
    const failedSignIns = new FailedAttempts(options.addressLimit ?? AUTHENTICATE_ADDRESS_LIMIT);
    // An account that signed in with a temporary password may read itself and replace it, nothing else.
    const ownAccount = { beforePasswordChange: true };

    // Public: signing in comes before any account is known.
    await app.register((plain: FastifyInstance) => {
      const open = plain.withTypeProvider<SchemaTypes>();
      open.post(
        '/api/lcm/authenticate',
        {
          config: {
            rateLimit: routeRateLimit(AUTHENTICATE_RATE_LIMIT, (request) => {
              const body = request.body as { username?: unknown } | undefined;
              return `authenticate:${typeof body?.username === 'string' ? normalizeLogin(body.username) : ''}`;
            }),
          },
          schema: {
            tags: ['auth'],
            summary: 'Sign in with e-mail and password; answers an id token for one tenant',
            description:
              `Refusals (401): error.invalidCredentials (unknown user or wrong password, one answer for both), ` +
              `error.accountDisabled, error.noAccess (a non-admin without a profile granting a section), ` +
              `error.tenantNotAllowed. Platform accounts (root, consultants) choose the tenant with \`tenant\` ` +
              `(default: their first). Rate limit: ${AUTHENTICATE_RATE_LIMIT.max} attempts per ` +
              `${AUTHENTICATE_RATE_LIMIT.windowMs / 60_000} minutes per username and address, and ` +
              `${AUTHENTICATE_ADDRESS_LIMIT.max} failed sign-ins per ${AUTHENTICATE_ADDRESS_LIMIT.windowMs / 60_000} ` +
              `minutes per address whatever the username; past either, 429 with Retry-After. ` +
              `An account signed in with a temporary password it has not replaced (activated false, temporalPass ` +
              `true) gets a token good only for GET account and POST account/change-password: every other route ` +
              `answers it 403 ${PASSWORD_CHANGE_REQUIRED}.`,
            body: {
              type: 'object',
              additionalProperties: false,
              required: ['username', 'password'],
              properties: {
                username: { type: 'string', minLength: 1, maxLength: 254, description: 'E-mail (case-insensitive).' },
                password: { ...PASSWORD, minLength: 1 },
                tenant: { ...TENANT_ID, description: 'Tenant to act on (platform accounts).' },
                rememberMe: { type: 'boolean', description: 'Accepted for compatibility; tokens last 12 hours.' },
              },
            },
            response: { 200: idToken, 401: errorBody, 429: errorBody },
          },
        },
        async (request, reply) => {
          const wait = failedSignIns.waitMs(request.ip);
          if (wait > 0) {
            reply.header('retry-after', Math.ceil(wait / 1000));
            throw tooManyAttempts(wait);
          }
          try {
            return { id_token: await authenticate(deps, request.body) };
          } catch (error) {
            if (error instanceof HttpError && error.code === SIGN_IN_ERRORS.invalidCredentials.code) {
              failedSignIns.fail(request.ip);
            }
            throw error;
          }
        },
      );
    });

    // The signed-in account: one auth hook; the account's own routes serve it before a password change.
    await app.register((plain: FastifyInstance) => {
      const signedIn = plain.withTypeProvider<SchemaTypes>();
      authenticateRoutes(plain, deps.principals);
      signedIn.get(
        '/api/lcm/account',
        {
          config: ownAccount,
          schema: {
            tags: ['auth'],
            summary: 'The signed-in account (full=true adds profile, level, default moment and scope names)',
            security: [{ bearer: [] }],
            querystring: { type: 'object', additionalProperties: false, properties: { full: { type: 'boolean' } } },
            response: { 200: accountSchema, 401: errorBody },
          },
        },
        (request) => accountView(deps.db, deps.store, principalOf(request), request.query.full === true),
      );

      signedIn.post(
        '/api/lcm/account/change-password',
        {
          config: {
            ...ownAccount,
            rateLimit: routeRateLimit(CHANGE_PASSWORD_RATE_LIMIT, (request) => {
              const p = request.principal;
              return `change-password:${p ? `${p.accountTenantId}/${p.accountId}` : ''}`;
            }),
          },
          schema: {
            tags: ['auth'],
            summary: "Change the signed-in account's password (also ends a temporary password)",
            description:
              'Ends every session of the account: tokens signed before the change answer 401 from then on, ' +
              'the one of this request included. The answer carries a new id_token for this session, so the ' +
              'user stays signed in where the password was changed.',
            security: [{ bearer: [] }],
            body: {
              type: 'object',
              additionalProperties: false,
              required: ['currentPassword', 'newPassword'],
              properties: { currentPassword: { ...PASSWORD, minLength: 1 }, newPassword: NEW_PASSWORD },
            },
            response: { 200: renewed, 400: errorBody, 401: errorBody, 429: errorBody },
          },
        },
        async (request) => {
          const principal = principalOf(request);
          const { currentPassword, newPassword } = request.body;
          checkNewPassword(newPassword);
          const account = await deps.db
            .selectFrom('accounts')
            .select('password_hash')
            .where('tenant_id', '=', principal.accountTenantId)
            .where('id', '=', principal.accountId)
            .executeTakeFirst();
          if (!account) throw unauthorized();
          if (!(await verifyPassword(currentPassword, account.password_hash))) {
            throw badRequest('currentPassword: la contraseña actual no es correcta.');
          }
          const passwordHash = await hashPassword(newPassword);
          const who = { tenantId: principal.accountTenantId, accountId: principal.accountId };
          // The update moves the account's session epoch (migration 0011): every token signed before
          // it, this request's included, is over; this request gets a new one in the answer.
          const changed = await deps.db.transaction().execute(async (trx) => {
            const row = await trx
              .updateTable('accounts')
              .set({ password_hash: passwordHash, temporal_pass: false, activated: true })
              .where('tenant_id', '=', who.tenantId)
              .where('id', '=', who.accountId)
              .returning('session_epoch')
              .executeTakeFirstOrThrow();
            await revokeResetTokens(trx, who, deps.now());
            return row;
          });
          deps.principals.invalidate();
          const id_token = await deps.tokens.sign({
            tenantId: principal.tenantId,
            accountTenantId: who.tenantId,
            accountId: who.accountId,
            sessionEpoch: changed.session_epoch.getTime(),
          });
          return { message: 'La contraseña se cambió.', id_token };
        },
      );

      signedIn.post(
        '/api/lcm/account/switch-tenant',
        {
          schema: {
            tags: ['auth'],
            summary: 'A new id token acting on another tenant the account is granted (platform accounts)',
            security: [{ bearer: [] }],
            body: {
              type: 'object',
              additionalProperties: false,
              required: ['tenant'],
              properties: { tenant: TENANT_ID },
            },
            response: { 200: idToken, 401: errorBody, 403: errorBody },
          },
        },
        async (request) => {
          const principal = principalOf(request);
          const account = await deps.db
            .selectFrom('accounts')
            .select(['tenant_id', 'grants', 'session_epoch'])
            .where('tenant_id', '=', principal.accountTenantId)
            .where('id', '=', principal.accountId)
            .executeTakeFirst();
          if (!account) throw unauthorized();
          if (!tenantsOf(account, deps.store).includes(request.body.tenant)) {
            throw forbidden('La cuenta no tiene acceso a ese cliente.');
          }
          const id_token = await deps.tokens.sign({
            tenantId: request.body.tenant,
            accountTenantId: principal.accountTenantId,
            accountId: principal.accountId,
            sessionEpoch: account.session_epoch.getTime(),
          });
          return { id_token };
        },
      );
    });

    // Public: password recovery (the key is the right).
    await app.register((plain: FastifyInstance) => {
      const open = plain.withTypeProvider<SchemaTypes>();
      open.post(
        '/api/lcm/account/reset-password/init',
        {
          config: {
            rateLimit: routeRateLimit(RESET_INIT_RATE_LIMIT, (request) => {
              const body = request.body as { email?: unknown } | undefined;
              return `reset-init:${typeof body?.email === 'string' ? normalizeLogin(body.email) : ''}`;
            }),
          },
          schema: {
            tags: ['auth'],
            summary: 'Start password recovery: a single-use link valid for one hour (same answer for any address)',
            description: 'In demo mode the link (/login/reset?key=...) is written to the server log.',
            body: {
              type: 'object',
              additionalProperties: false,
              required: ['email'],
              properties: { email: { type: 'string', minLength: 3, maxLength: 254, format: 'email' } },
            },
            response: { 200: message, 429: errorBody },
          },
        },
        async (request) => {
          const account = await findAccountByLogin(deps.db, request.body.email);
          if (account?.enabled) {
            const key = await createResetToken(
              deps.db,
              { tenantId: account.tenant_id, accountId: account.id },
              deps.now(),
            );
            const link = `/login/reset?key=${encodeURIComponent(key)}`;
            if (deps.config.demo) request.log.info({ email: account.email, link }, 'demo mode: password reset link');
            options.onResetLink?.(account.email, link);
          }
          return { message: 'Si la dirección está registrada, recibirá un enlace para restablecer la contraseña.' };
        },
      );

      open.post(
        '/api/lcm/account/reset-password/finish',
        {
          schema: {
            tags: ['auth'],
            summary: 'Finish password recovery: set a new password with the key of the link (single use)',
            description: 'Ends every session of the account: tokens signed before it answer 401 from then on.',
            body: {
              type: 'object',
              additionalProperties: false,
              required: ['key', 'newPassword'],
              properties: { key: { type: 'string', minLength: 1, maxLength: 200 }, newPassword: NEW_PASSWORD },
            },
            response: { 200: message, 400: errorBody },
          },
        },
        async (request) => {
          const { key, newPassword } = request.body;
          checkNewPassword(newPassword);
          const passwordHash = await hashPassword(newPassword);
          const now = deps.now();
          await deps.db.transaction().execute(async (trx) => {
            const who = await consumeResetToken(trx, key, now);
            if (!who) throw new HttpError(400, RESET_KEY_REFUSED, 'error.resetKeyRefused');
            await trx
              .updateTable('accounts')
              .set({ password_hash: passwordHash, temporal_pass: false, activated: true })
              .where('tenant_id', '=', who.tenantId)
              .where('id', '=', who.accountId)
              .execute();
            await revokeResetTokens(trx, who, now);
          });
          deps.principals.invalidate();
          return { message: 'La contraseña se restableció. Ya puede iniciar sesión.' };
        },
      );
    });
  };
}

/** The auth routes without hooks (what the server registers). */
export const authRoutes: RouteModule = createAuthRoutes();
