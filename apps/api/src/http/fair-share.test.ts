import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BULK_QUERY_MAX_WAIT_MS, Mutex } from '../db/pglite-dialect.js';
import { asBulkWork, isBulkWork } from '../db/work-priority.js';
import { FAIR_SHARE_LIMITS, FairShare, TOO_BUSY, TooBusyError, type FairShareLimits } from './fair-share.js';

// The scheduler of the fair share (issue 30, item 7) on an injected clock: the limits per account
// and per tenant, a batch admitted whole or refused with a Retry-After, counters given back on
// every path, bulk calls held while interactive work runs but never stopped, accounts in turn.

const ANA = { account: 'auto-b/1', tenant: 'auto-b' };
const BEA = { account: 'auto-b/2', tenant: 'auto-b' };
const CAR = { account: 'banco/1', tenant: 'banco' };

let t = 0;
const clock = (): number => t;

/** Moves the injected clock and the timers together. */
async function advance(ms: number): Promise<void> {
  t += ms;
  await vi.advanceTimersByTimeAsync(ms);
}

/** Lets the promises that can settle settle (no time passes). */
const settle = async (): Promise<void> => {
  await vi.advanceTimersByTimeAsync(0);
};

function share(limits: Partial<FairShareLimits> = {}): FairShare {
  return new FairShare({ ...FAIR_SHARE_LIMITS, ...limits }, clock);
}

/** A piece of work that ends when told to. */
function work(): { run: () => Promise<string>; started: () => boolean; finish: () => void; fail: () => void } {
  let started = false;
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {
    run: () => {
      started = true;
      return promise;
    },
    started: () => started,
    finish: () => resolve('done'),
    fail: () => reject(new Error('the call failed')),
  };
}

/** The error a function throws. */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

beforeEach(() => {
  t = 1_000_000;
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('FairShare: interactive requests', () => {
  it('refuses an account past its requests in flight with a 429 and a Retry-After, other accounts still served', () => {
    const fair = share({ accountInFlight: 2, tenantInFlight: 10 });
    const leave1 = fair.enter(ANA);
    fair.enter(ANA);
    const error = thrown(() => fair.enter(ANA));
    expect(error).toBeInstanceOf(TooBusyError);
    expect(error).toMatchObject({ statusCode: 429, code: TOO_BUSY, retryAfter: 1 });
    expect((error as Error).message).toContain('máximo 2');
    // Another account of the same tenant is not held back by Ana's requests.
    expect(() => fair.enter(BEA)).not.toThrow();
    expect(fair.interactiveInFlight).toBe(3);
    // One of Ana's answers sent: her next request is counted in.
    leave1();
    expect(() => fair.enter(ANA)).not.toThrow();
  });

  it('counts a request out once, however many times its end is reported (response and abort)', () => {
    const fair = share({ accountInFlight: 2 });
    const leave = fair.enter(ANA);
    fair.enter(ANA);
    leave();
    leave();
    // Two leaves of one request free one place, not two.
    fair.enter(ANA);
    expect(thrown(() => fair.enter(ANA))).toBeInstanceOf(TooBusyError);
    expect(fair.interactiveInFlight).toBe(2);
  });

  it("limits a tenant's accounts together, and no other tenant", () => {
    const fair = share({ accountInFlight: 10, tenantInFlight: 3 });
    fair.enter(ANA);
    fair.enter(ANA);
    const leave = fair.enter(BEA);
    const error = thrown(() => fair.enter(BEA));
    expect(error).toMatchObject({ statusCode: 429, retryAfter: 1 });
    expect((error as Error).message).toContain('cliente');
    expect(() => fair.enter(CAR)).not.toThrow();
    leave();
    expect(() => fair.enter(BEA)).not.toThrow();
  });
});

describe('FairShare: batches', () => {
  it('admits a batch whole or refuses it whole, per account and per tenant, with Retry-After', () => {
    const fair = share({ accountBulk: 10, tenantBulk: 15 });
    const first = fair.admit(ANA, 8);
    const refused = thrown(() => fair.admit(ANA, 3));
    expect(refused).toBeInstanceOf(TooBusyError);
    expect(refused).toMatchObject({ statusCode: 429, code: TOO_BUSY });
    expect((refused as TooBusyError).retryAfter).toBeGreaterThanOrEqual(1);
    expect((refused as TooBusyError).retryAfter).toBeLessThanOrEqual(120);
    expect((refused as Error).message).toContain('máximo 10');
    // The refused batch took nothing: two more calls still fit.
    fair.admit(ANA, 2).done();
    // The tenant's limit counts Bea's batches with Ana's; another tenant is not counted.
    expect(thrown(() => fair.admit(BEA, 8))).toMatchObject({ statusCode: 429 });
    expect(() => fair.admit(CAR, 10)).not.toThrow();
    // done() gives back what the batch did not run, once.
    first.done();
    first.done();
    expect(() => fair.admit(ANA, 10)).not.toThrow();
    expect(thrown(() => fair.admit(BEA, 6))).toMatchObject({ statusCode: 429 });
  });

  it('asks to retry after the time the queued calls take, at the pace of the last ones', async () => {
    const fair = share({ accountBulk: 100, heavyCallMs: -1, bulkRunning: 1 });
    const ticket = fair.admit(ANA, 50);
    // Ten calls of 2 s each bring the mean duration of a bulk call close to 2 s.
    for (let i = 0; i < 10; i++) {
      const call = work();
      const running = ticket.run(call.run);
      await settle();
      expect(call.started()).toBe(true);
      await advance(2000);
      call.finish();
      await running;
    }
    const error = thrown(() => fair.admit(ANA, 80)) as TooBusyError;
    // 40 calls still queued at about 1.8 s each: over a minute, within the two-minute cap.
    expect(error.retryAfter).toBeGreaterThan(60);
    expect(error.retryAfter).toBeLessThanOrEqual(120);
    ticket.done();
  });

  it("gives a batch's calls back as they end, failed ones too", async () => {
    const fair = share({ accountBulk: 2, heavyCallMs: -1, bulkQuietMs: 0 });
    const ticket = fair.admit(ANA, 2);
    const failing = work();
    const running = ticket.run(failing.run);
    await settle();
    failing.fail();
    await expect(running).rejects.toThrow('the call failed');
    // One call given back by the failure: one more call fits, not two.
    const next = fair.admit(ANA, 1);
    expect(thrown(() => fair.admit(ANA, 1))).toMatchObject({ statusCode: 429 });
    // The bulk slot was given back too: the next call runs.
    const call = work();
    const second = ticket.run(call.run);
    await settle();
    expect(call.started()).toBe(true);
    call.finish();
    await second;
    ticket.done();
    next.done();
    expect(() => fair.admit(ANA, 2)).not.toThrow();
  });

  it('runs the calls of an account whose calls are light at once, and as bulk work once they are heavy', async () => {
    const fair = share({ heavyCallMs: 60, bulkQuietMs: 100, bulkShare: 0.0001, bulkMaxWaitMs: 5000 });
    const ticket = fair.admit(ANA, 10);
    const other = fair.enter(BEA);
    // Light so far: the call runs although Bea's request is in flight, and counts as interactive.
    const light = work();
    const first = ticket.run(() => {
      expect(isBulkWork()).toBe(false);
      return light.run();
    });
    await settle();
    expect(light.started()).toBe(true);
    expect(fair.interactiveInFlight).toBe(2);
    await advance(400);
    light.finish();
    await first;
    // 400 ms weighs 0.2: a mean of 80 ms, past 60. The next calls are bulk work: they wait while
    // Bea's request is in flight (bulk work's share is not due yet).
    expect(fair.isHeavy(ANA.account)).toBe(true);
    const heavy = [work(), work()];
    const running = heavy.map((call) =>
      ticket.run(() => {
        expect(isBulkWork()).toBe(true);
        return call.run();
      }),
    );
    await settle();
    await advance(1000);
    expect(heavy.map((c) => c.started())).toEqual([false, false]);
    expect(fair.bulkWaiting).toBe(2);
    other();
    // The first starts once no request has been in flight for bulkQuietMs.
    await advance(99);
    expect(heavy[0]?.started()).toBe(false);
    await advance(1);
    expect(heavy.map((c) => c.started())).toEqual([true, false]);
    // Still no request: the next runs as soon as the first ends, one at a time.
    heavy[0]?.finish();
    await settle();
    expect(heavy[1]?.started()).toBe(true);
    heavy[1]?.finish();
    await Promise.all(running);
    ticket.done();
  });

  it("runs at most accountLightRunning of an account's light calls at once, and judges them while they run", async () => {
    const fair = share({ heavyCallMs: 60, accountLightRunning: 2, bulkQuietMs: 100, bulkShare: 0.0001 });
    const ticket = fair.admit(ANA, 5);
    // Until one of Ana's calls has ended, they run one at a time: the second is bulk work.
    const bulk: boolean[] = [];
    const probes = [work(), work()];
    const probing = probes.map((call) =>
      ticket.run(() => {
        bulk.push(isBulkWork());
        return call.run();
      }),
    );
    await settle();
    // The second waits while the first, counted as interactive, runs, and for bulkQuietMs after.
    expect(bulk).toEqual([false]);
    probes[0]?.finish();
    await settle();
    await advance(99);
    expect(bulk).toEqual([false]);
    await advance(1);
    expect(bulk).toEqual([false, true]);
    probes[1]?.finish();
    await Promise.all(probing);
    bulk.length = 0;
    const calls = [work(), work(), work()];
    const running = calls.map((call) =>
      ticket.run(() => {
        bulk.push(isBulkWork());
        return call.run();
      }),
    );
    await settle();
    // A batch's calls all come at once: two run light, the third waits as bulk work.
    expect(bulk).toEqual([false, false]);
    expect(fair.bulkWaiting).toBe(1);
    expect(fair.isHeavy(ANA.account)).toBe(false);
    // A light call running past 60 ms makes the account's next calls bulk work already.
    await advance(61);
    expect(fair.isHeavy(ANA.account)).toBe(true);
    for (const call of calls) call.finish();
    await settle();
    // No request in flight for bulkQuietMs: the bulk call starts.
    await advance(100);
    await Promise.all(running);
    expect(bulk).toEqual([false, false, true]);
    // Their mean (61 ms weighing 0.2 each) is under 60 ms: light again.
    expect(fair.isHeavy(ANA.account)).toBe(false);
    ticket.done();
  });
});

describe('FairShare: bulk work yields to interactive work, but is never stopped', () => {
  it('gives bulk calls their share of the time while interactive requests keep coming', async () => {
    // A fifth of the time: after a call of d ms, the next starts 4 d later, 3 s later at the most.
    const fair = share({ heavyCallMs: -1, bulkRunning: 1, bulkQuietMs: 100, bulkShare: 0.2, bulkMaxWaitMs: 3000 });
    const ticket = fair.admit(ANA, 3);
    // The first bulk call of the server may start at once.
    const calls = [work(), work(), work()];
    const running = calls.map((call) => ticket.run(call.run));
    await settle();
    expect(calls.map((c) => c.started())).toEqual([true, false, false]);
    // From now on a request of Bea is always in flight.
    let leave = fair.enter(BEA);
    await advance(500);
    calls[0]?.finish();
    await settle();
    // A call of 500 ms: the next is due 2 s after its end, however busy the server is. Due, it
    // starts the moment Bea's request in flight has ended, before her next one comes.
    await advance(2000);
    expect(calls[1]?.started()).toBe(false);
    await advance(300);
    expect(calls[1]?.started()).toBe(false);
    leave();
    await settle();
    expect(calls[1]?.started()).toBe(true);
    leave = fair.enter(BEA);
    await advance(1000);
    calls[1]?.finish();
    await settle();
    // A call of 1 s: due 4 s later, but 3 s at the most. Bea's requests now overlap without a
    // pause: it waits bulkYieldMs for one, then starts all the same.
    await advance(3000);
    const overlap = fair.enter(BEA);
    leave();
    leave = overlap;
    await advance(FAIR_SHARE_LIMITS.bulkYieldMs - 1);
    expect(calls[2]?.started()).toBe(false);
    await advance(1);
    expect(calls[2]?.started()).toBe(true);
    calls[2]?.finish();
    leave();
    await Promise.all(running);
    ticket.done();
    expect(fair.bulkWaiting).toBe(0);
  });

  it('gives the accounts with queued bulk calls turns, one call each', async () => {
    const fair = share({ heavyCallMs: -1, bulkRunning: 1, bulkQuietMs: 0 });
    const order: string[] = [];
    const ana = fair.admit(ANA, 4);
    const car = fair.admit(CAR, 2);
    const pending: { finish: () => void }[] = [];
    const queue = (ticket: typeof ana, who: string): Promise<string> =>
      ticket.run(() => {
        order.push(who);
        const call = work();
        pending.push(call);
        return call.run();
      });
    // Ana queues four calls before Carla's two: they alternate all the same.
    const running = [
      queue(ana, 'ana'),
      queue(ana, 'ana'),
      queue(ana, 'ana'),
      queue(ana, 'ana'),
      queue(car, 'car'),
      queue(car, 'car'),
    ];
    for (let i = 0; i < 6; i++) {
      await settle();
      expect(pending).toHaveLength(i + 1);
      pending[i]?.finish();
    }
    await Promise.all(running);
    expect(order).toEqual(['ana', 'ana', 'car', 'ana', 'car', 'ana']);
    ana.done();
    car.done();
  });
});

describe('the PGlite connection lock', () => {
  /** A lock whose grants are recorded in order, each holder's release kept by name. */
  function lockOf(): {
    take: (name: string, bulk: boolean) => void;
    release: (name: string) => void;
    granted: string[];
  } {
    const mutex = new Mutex(clock);
    const granted: string[] = [];
    const releases = new Map<string, () => void>();
    return {
      granted,
      take: (name, bulk) => {
        void mutex.lock(bulk).then((release) => {
          granted.push(name);
          releases.set(name, release);
        });
      },
      release: (name) => releases.get(name)?.(),
    };
  }

  it('hands the connection to interactive queries before bulk ones, in order', async () => {
    const lock = lockOf();
    lock.take('holder', false);
    await settle();
    lock.take('bulk 1', true);
    lock.take('read 1', false);
    lock.take('bulk 2', true);
    lock.take('read 2', false);
    await settle();
    expect(lock.granted).toEqual(['holder']);
    for (let i = 0; i < 4; i++) {
      const holder = lock.granted[lock.granted.length - 1] as string;
      lock.release(holder);
      // Released twice, the lock is given once: the next holder has it alone.
      lock.release(holder);
      await settle();
      expect(lock.granted).toHaveLength(i + 2);
    }
    expect(lock.granted).toEqual(['holder', 'read 1', 'read 2', 'bulk 1', 'bulk 2']);
  });

  it('lets a bulk query that waited too long go next', async () => {
    const lock = lockOf();
    lock.take('read 0', false);
    await settle();
    lock.take('bulk', true);
    lock.take('read 1', false);
    await advance(BULK_QUERY_MAX_WAIT_MS / 2);
    lock.release('read 0');
    await settle();
    expect(lock.granted).toEqual(['read 0', 'read 1']);
    // Interactive queries keep coming; once the bulk query has waited its limit, it goes next.
    lock.take('read 2', false);
    await advance(BULK_QUERY_MAX_WAIT_MS / 2);
    lock.release('read 1');
    await settle();
    expect(lock.granted).toEqual(['read 0', 'read 1', 'bulk']);
    lock.release('bulk');
    await settle();
    expect(lock.granted).toEqual(['read 0', 'read 1', 'bulk', 'read 2']);
  });

  it('knows bulk work by its async context', async () => {
    expect(isBulkWork()).toBe(false);
    const inside = await asBulkWork(async () => {
      await settle();
      return isBulkWork();
    });
    expect(inside).toBe(true);
    expect(isBulkWork()).toBe(false);
  });
});
