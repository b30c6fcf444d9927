import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { asBulkWork } from '../db/work-priority.js';
import { HttpError } from './errors.js';
import type { Principal } from './principal.js';

// A fair share of the server for every caller (issue 30, item 7; docs/decisions/0018). One analyst
// sending three batches of 100 heavy indicator calls made another user's cheap read wait seconds:
// the server has one thread and, on PGlite, one database connection, took every call as it came,
// and cannot interrupt a call once it runs. Now:
//
// - Every authenticated /api request counts against a limit per account and per tenant of
//   requests in flight, and every batch against a limit of batch calls queued or running; past
//   either, 429 with Retry-After (a batch is admitted whole or refused before any call runs).
// - A batch's calls run as the portal's widget calls do, at once, while the account's batch calls
//   are light, at most accountLightRunning of them at a time (one, until one of the account's
//   calls has ended). The calls of an account whose batch
//   calls have been heavy (their mean duration past heavyCallMs, or one of them running longer
//   than that), and the calls past accountLightRunning, run as bulk work: queued per account, the
//   accounts taking turns (round robin), at most bulkRunning at a time, and only once no other
//   request has been in flight for bulkQuietMs. While other requests keep coming, bulk work still
//   gets bulkShare of the time: after a bulk call of d ms the next is due d × (1 − share) / share
//   later (never more than bulkMaxWaitMs later), and the first after a pause that long after bulk
//   work began waiting again, with the mean bulk call as its d. A due call starts the moment no
//   request is in flight (a request is not made to wait behind a call that started while it ran),
//   or bulkYieldMs after it was due if requests never stop overlapping. So bulk work is slowed by
//   interactive work, never stopped. A bulk call's database queries also wait behind the others'
//   (db/work-priority.ts).
//
// Interactive requests are never held back: a call cannot be interrupted once it runs, so keeping
// heavy work from starting while people are being answered is what keeps their answers fast.

/** The limits of the fair share (FAIR_SHARE_LIMITS by default; tests use other ones). */
export interface FairShareLimits {
  /** Requests one account may have in flight (batches apart: accountBulk counts their calls); the next is 429. */
  accountInFlight: number;
  /** Requests one tenant's accounts may have in flight together. */
  tenantInFlight: number;
  /** Batch calls one account may have queued or running, all its batches together. */
  accountBulk: number;
  /** Batch calls one tenant's accounts may have queued or running together. */
  tenantBulk: number;
  /** Mean duration (ms) of an account's recent batch calls past which they run as bulk work. */
  heavyCallMs: number;
  /** Light batch calls one account may have running at once; the next ones run as bulk work. */
  accountLightRunning: number;
  /** Bulk calls running at once in the whole server. */
  bulkRunning: number;
  /** How long no other request must have been in flight before a bulk call starts. */
  bulkQuietMs: number;
  /** While other requests keep coming, the share of the time bulk calls still get (0–1). */
  bulkShare: number;
  /** While other requests keep coming, the longest wait between the end of a bulk call and the next start. */
  bulkMaxWaitMs: number;
  /** How long a bulk call that is due waits for the requests in flight to end before it starts all the same. */
  bulkYieldMs: number;
}

/**
 * The server's limits. A portal page has at most six requests in flight (the browser's connections)
 * plus its batch, so 16 per account is never reached by a person; 64 per tenant leaves room for
 * four people loading dashboards at the same instant. Two full batches (2 × 100 calls) may be
 * queued per account. The portal's widget calls take 5–30 ms each on a warm server (BENCHMARKS.md):
 * 60 ms of mean leaves them light. One bulk call at a time: on PGlite every query waits for the one
 * before it, so a second bulk call would only lengthen what the others wait behind. A running call
 * cannot be interrupted, so the reads that come while one runs wait for it: for a user's p95 to
 * stay near its idle figure, under 5 % of the reads may meet one, hence bulk calls get 3 % of the
 * time while others' requests keep coming (a call of 1.5 s then starts every 50 s at the least),
 * each starting when no request is in flight, so the reads it delays are only those that come
 * while it runs. A page's requests come in bursts a few hundred milliseconds apart: 500 ms without
 * any is quiet. A due call waits at most 1 s for a moment with no request in flight: a busy server
 * may have one at every instant.
 */
export const FAIR_SHARE_LIMITS: FairShareLimits = {
  accountInFlight: 16,
  tenantInFlight: 64,
  accountBulk: 200,
  tenantBulk: 400,
  heavyCallMs: 60,
  accountLightRunning: 6,
  bulkRunning: 1,
  bulkQuietMs: 500,
  bulkShare: 0.03,
  bulkMaxWaitMs: 60_000,
  bulkYieldMs: 1000,
};

/** Code of the 429 of the fair share. */
export const TOO_BUSY = 'error.tooManyRequests';

/** A 429 with the seconds to wait: who throws it sets Retry-After on the reply, which the error handler keeps. */
export class TooBusyError extends HttpError {
  constructor(
    message: string,
    /** Seconds to wait before trying again. */
    readonly retryAfter: number,
  ) {
    super(429, message, TOO_BUSY);
  }
}

/** Who a piece of work is for. */
export interface WorkOwner {
  account: string;
  tenant: string;
}

/** The owner of a request's work: its account, and the tenant it acts on. */
export function ownerOf(principal: Pick<Principal, 'accountTenantId' | 'accountId' | 'tenantId'>): WorkOwner {
  return { account: `${principal.accountTenantId}/${principal.accountId}`, tenant: principal.tenantId };
}

interface Waiter {
  owner: WorkOwner;
  start: () => void;
}

/** A batch admitted: its calls run through run(), and done() gives back what it did not use. */
export interface BulkTicket {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Releases the calls the batch did not run (a client gone, an error): call once, at the end. */
  done(): void;
}

const add = (counts: Map<string, number>, key: string, by: number): void => {
  const next = (counts.get(key) ?? 0) + by;
  if (next === 0) counts.delete(key);
  else counts.set(key, next);
};

/** The scheduler of the fair share: one per server. */
export class FairShare {
  /** Interactive requests in flight, per account and per tenant, and in all. */
  private readonly accountInFlight = new Map<string, number>();
  private readonly tenantInFlight = new Map<string, number>();
  private interactive = 0;
  /** Bulk calls admitted and not yet done, per account and per tenant. */
  private readonly accountBulk = new Map<string, number>();
  private readonly tenantBulk = new Map<string, number>();
  private bulkRunning = 0;
  /** Waiting bulk calls by account, and the accounts in the order they take turns. */
  private readonly waiting = new Map<string, Waiter[]>();
  private turn: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private timerAt = 0;
  /** When the last interactive request ended; when the last bulk call ended, and how long it took. */
  private lastInteractive = -Infinity;
  private lastBulkEnd = -Infinity;
  private lastBulkMs = 0;
  /** When bulk work began waiting with none running or waiting before it. */
  private resumedAt = -Infinity;
  /** Mean duration of a bulk call (ms), for Retry-After. */
  private bulkMs = 100;
  /** Mean duration (ms) of each account's recent batch calls (exponential, weight 0.2 a call). */
  private readonly callMs = new Map<string, number>();
  /** Start times of each account's light batch calls running now, by call. */
  private readonly lightStarts = new Map<string, Map<number, number>>();
  private lightIds = 0;

  constructor(
    readonly limits: FairShareLimits = FAIR_SHARE_LIMITS,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Interactive requests in flight now (tests, the log). */
  get interactiveInFlight(): number {
    return this.interactive;
  }

  /** Bulk calls waiting now (tests, the log). */
  get bulkWaiting(): number {
    let n = 0;
    for (const queue of this.waiting.values()) n += queue.length;
    return n;
  }

  /**
   * Counts an interactive request in, or refuses it (TooBusyError) when its account or tenant has
   * too many in flight. The returned function counts it out (idempotent).
   */
  enter(owner: WorkOwner): () => void {
    if ((this.accountInFlight.get(owner.account) ?? 0) >= this.limits.accountInFlight) {
      throw new TooBusyError(
        `Demasiadas solicitudes en curso para esta cuenta (máximo ${this.limits.accountInFlight}). Espere un momento.`,
        1,
      );
    }
    if ((this.tenantInFlight.get(owner.tenant) ?? 0) >= this.limits.tenantInFlight) {
      throw new TooBusyError(
        `Demasiadas solicitudes en curso para este cliente (máximo ${this.limits.tenantInFlight}). Espere un momento.`,
        1,
      );
    }
    add(this.accountInFlight, owner.account, 1);
    add(this.tenantInFlight, owner.tenant, 1);
    const leave = this.countIn();
    return () => {
      if (!leave()) return;
      add(this.accountInFlight, owner.account, -1);
      add(this.tenantInFlight, owner.tenant, -1);
    };
  }

  /** Counts work in as interactive (bulk work yields to it); the function counts it out once (true then). */
  private countIn(): () => boolean {
    this.interactive += 1;
    let left = false;
    return () => {
      if (left) return false;
      left = true;
      this.interactive -= 1;
      this.lastInteractive = this.clock();
      if (this.interactive === 0) this.dispatch();
      return true;
    };
  }

  /**
   * Whether an account's batch calls are heavy: their mean duration past heavyCallMs, or one of its
   * light calls running for longer than that already (a first batch's calls all start at once).
   */
  isHeavy(account: string): boolean {
    if ((this.callMs.get(account) ?? 0) > this.limits.heavyCallMs) return true;
    const since = this.clock() - this.limits.heavyCallMs;
    for (const started of this.lightStarts.get(account)?.values() ?? []) if (started < since) return true;
    return false;
  }

  /** Notes how long one of an account's batch calls took. */
  private noteCall(account: string, ms: number): void {
    this.callMs.set(account, 0.8 * (this.callMs.get(account) ?? 0) + 0.2 * ms);
  }

  /**
   * Admits a batch of `calls` calls, or refuses it whole (TooBusyError) when its account's or its
   * tenant's queued bulk work would pass the limits.
   */
  admit(owner: WorkOwner, calls: number): BulkTicket {
    const accountQueued = this.accountBulk.get(owner.account) ?? 0;
    const tenantQueued = this.tenantBulk.get(owner.tenant) ?? 0;
    if (accountQueued + calls > this.limits.accountBulk) {
      throw new TooBusyError(
        `Esta cuenta ya tiene ${accountQueued} llamadas en lotes pendientes (máximo ${this.limits.accountBulk}). ` +
          'Espere a que terminen antes de enviar otro lote.',
        this.retryAfter(accountQueued),
      );
    }
    if (tenantQueued + calls > this.limits.tenantBulk) {
      throw new TooBusyError(
        `El cliente ya tiene ${tenantQueued} llamadas en lotes pendientes (máximo ${this.limits.tenantBulk}). ` +
          'Espere a que terminen antes de enviar otro lote.',
        this.retryAfter(tenantQueued),
      );
    }
    add(this.accountBulk, owner.account, calls);
    add(this.tenantBulk, owner.tenant, calls);
    let left = calls;
    const release = (n: number): void => {
      const by = Math.min(n, left);
      left -= by;
      add(this.accountBulk, owner.account, -by);
      add(this.tenantBulk, owner.tenant, -by);
    };
    return {
      run: async <T>(work: () => Promise<T>): Promise<T> => {
        const light = this.lightStarts.get(owner.account) ?? new Map<number, number>();
        // An account none of whose calls has ended yet runs one at a time: its first is the probe.
        const cap = this.callMs.has(owner.account) ? this.limits.accountLightRunning : 1;
        if (!this.isHeavy(owner.account) && light.size < cap) {
          // Light calls (a dashboard's widgets) run at once, as the requests they stand for.
          const leave = this.countIn();
          const started = this.clock();
          const id = ++this.lightIds;
          light.set(id, started);
          this.lightStarts.set(owner.account, light);
          try {
            return await work();
          } finally {
            light.delete(id);
            if (light.size === 0 && this.lightStarts.get(owner.account) === light) {
              this.lightStarts.delete(owner.account);
            }
            this.noteCall(owner.account, this.clock() - started);
            release(1);
            leave();
          }
        }
        await this.slot(owner);
        const started = this.clock();
        try {
          return await asBulkWork(work);
        } finally {
          const ms = Math.max(1, this.clock() - started);
          this.lastBulkEnd = this.clock();
          this.lastBulkMs = ms;
          this.noteCall(owner.account, ms);
          this.bulkMs = 0.8 * this.bulkMs + 0.2 * ms;
          this.bulkRunning -= 1;
          release(1);
          this.dispatch();
        }
      },
      done: () => release(left),
    };
  }

  /** Seconds until `queued` bulk calls should have run, at the pace of the last ones (1 to 120). */
  private retryAfter(queued: number): number {
    return Math.min(120, Math.max(1, Math.ceil((queued * this.bulkMs) / this.limits.bulkRunning / 1000)));
  }

  /** Waits for a bulk slot, in the account's turn. */
  private slot(owner: WorkOwner): Promise<void> {
    return new Promise((resolve) => {
      const queue = this.waiting.get(owner.account);
      if (this.bulkRunning === 0 && this.bulkWaiting === 0) this.resumedAt = this.clock();
      const waiter: Waiter = { owner, start: resolve };
      if (queue) queue.push(waiter);
      else {
        this.waiting.set(owner.account, [waiter]);
        this.turn.push(owner.account);
      }
      this.dispatch();
    });
  }

  /** Starts the bulk calls that may run now, taking the accounts in turn. */
  private dispatch(): void {
    while (this.bulkRunning < this.limits.bulkRunning && this.turn.length > 0) {
      const account = this.turn[0] as string;
      const queue = this.waiting.get(account) ?? [];
      const waiter = queue[0];
      if (!waiter) {
        this.turn.shift();
        this.waiting.delete(account);
        continue;
      }
      // Interactive requests first: a bulk call starts once none has been in flight for
      // bulkQuietMs (a page's requests come in bursts). While they keep coming, bulk calls still
      // get bulkShare of the time, so bulk work is slowed by interactive work, never stopped.
      const now = this.clock();
      const quietFrom = this.interactive > 0 ? Infinity : this.lastInteractive + this.limits.bulkQuietMs;
      if (now < quietFrom) {
        const due = this.dueAt();
        // Due, it starts when the requests in flight have ended (dispatch() runs then), or once it
        // has waited bulkYieldMs for that.
        const start = this.interactive > 0 ? due + this.limits.bulkYieldMs : due;
        if (now < start) {
          this.wakeAt(Math.min(quietFrom, start));
          return;
        }
      }
      queue.shift();
      if (queue.length === 0) this.waiting.delete(account);
      // The account goes to the back of the line (if it still waits).
      this.turn.shift();
      if (queue.length > 0) this.turn.push(account);
      this.bulkRunning += 1;
      waiter.start();
    }
  }

  /**
   * When the next bulk call is due while interactive requests keep coming: d × (1 − share) / share
   * after the end of the last one, or after bulk work began waiting again if it had stopped, d being
   * the longer of the last call and the mean one (what the next will likely take), and never more
   * than bulkMaxWaitMs later.
   */
  private dueAt(): number {
    const share = Math.min(1, Math.max(this.limits.bulkShare, 1e-6));
    const cost = Math.max(this.lastBulkMs, this.bulkMs);
    return (
      Math.max(this.lastBulkEnd, this.resumedAt) + Math.min(this.limits.bulkMaxWaitMs, (cost * (1 - share)) / share)
    );
  }

  /** Runs dispatch() again at `at` (or earlier, if asked for an earlier time meanwhile). */
  private wakeAt(at: number): void {
    if (this.timer && this.timerAt <= at) return;
    if (this.timer) clearTimeout(this.timer);
    this.timerAt = at;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.dispatch();
      },
      Math.max(1, at - this.clock()),
    );
    this.timer.unref();
  }
}

/** Header a batch's calls carry (with the process's secret) so they count as bulk, not interactive. */
export const BULK_HEADER = 'x-voz-bulk';

/** This process's secret for BULK_HEADER: a client cannot mark its own requests. */
export const BULK_SECRET = randomBytes(16).toString('hex');

/** Whether a request is one of a batch's calls. */
export function isBulkCall(request: FastifyRequest): boolean {
  return request.headers[BULK_HEADER] === BULK_SECRET;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Counts the request out of the fair share's interactive requests (set by fairShareHooks). */
    leaveFairShare?: () => void;
  }
}

/**
 * Counts every authenticated /api request but the batch route itself and a batch's own calls in
 * as interactive work (preHandler: after the route's authentication, before its handler) and out
 * when its answer is sent or the client goes away.
 */
export function fairShareHooks(app: FastifyInstance, share: FairShare, exempt: ReadonlySet<string>): void {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    const principal = request.principal;
    if (!principal || isBulkCall(request) || exempt.has(request.routeOptions.url ?? '')) return;
    try {
      request.leaveFairShare = share.enter(ownerOf(principal));
    } catch (error) {
      if (error instanceof TooBusyError) reply.header('retry-after', String(error.retryAfter));
      throw error;
    }
  });
  app.addHook('onResponse', (request, _reply, done) => {
    request.leaveFairShare?.();
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    request.leaveFairShare?.();
    done();
  });
}
