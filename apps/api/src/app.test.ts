import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-support/harness.js';

// The server is built without deprecated Fastify options: at every start Fastify 5.12 warned
// (FSTDEP023) that `disableRequestLogging` moves to a LogController, on the console of every user.

describe('building the app', { timeout: 60_000 }, () => {
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
  });

  it('with a logger, emits no deprecation warning', async () => {
    const warnings: string[] = [];
    const listener = (warning: Error & { code?: string }): void => {
      warnings.push(`${warning.code ?? warning.name}: ${warning.message}`);
    };
    process.on('warning', listener);
    try {
      server = await startTestServer({ modules: [], logLevel: 'warn' });
      // Process warnings are emitted on a later tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', listener);
    }
    expect(warnings.filter((w) => w.includes('Deprecation') || w.startsWith('FSTDEP'))).toEqual([]);
  });
});
