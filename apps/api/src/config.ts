import path from 'node:path';

/** How the server runs, from the environment (docs/api.md lists each variable). */
export interface ServerConfig {
  /** TCP port (PORT, default 8080). */
  port: number;
  /** Interface to listen on (HOST, default 0.0.0.0). */
  host: string;
  /** Data directory: PGlite files and the signing secret (VOZ_DATA_DIR, default .data/). */
  dataDir: string;
  /** Tenant folders (VOZ_DASHBOARDS_DIR, default dashboards/). */
  dashboardsDir: string;
  /** A PostgreSQL server instead of the embedded PGlite (DATABASE_URL). */
  databaseUrl: string | undefined;
  /** Demo mode: demo accounts and data (the embedded default, or --demo / VOZ_DEMO=1). */
  demo: boolean;
  /** Pinned "today" for deterministic demo data (VOZ_TODAY=YYYY-MM-DD). */
  today: Date;
  /** Whether VOZ_TODAY pinned `today` (the portal then starts its dates from it, not from its own clock). */
  todayPinned?: boolean;
  /** Survey responses generated per tenant (VOZ_DEMO_RESPONSES, default 20000). */
  demoResponses: number;
  /** Folders of built browser apps, served when present. */
  webRoots: { portal: string; editor: string };
  /** Where PGlite runs (VOZ_PGLITE_THREAD: worker, the default, or main). */
  pgliteThread: 'worker' | 'main';
  /** Fastify log level (VOZ_LOG_LEVEL, default info; silent in tests). */
  logLevel: string;
  /**
   * Bytes of roll-up rows per transaction when roll-ups load behind the first requests
   * (VOZ_ROLLUP_PIECE_BYTES, default 1 MiB: a request waits for one such piece at most).
   */
  rollupPieceBytes?: number;
  /**
   * How long a stopping server lets the work behind the first requests go on before stopping it
   * between two transactions (VOZ_STOP_WAIT_MS, default 10000; docs/api.md, "stopping it").
   */
  stopWaitMs?: number;
}

/** Reads the configuration from environment variables and arguments; paths resolve against `root`. */
export function loadConfig(env: NodeJS.ProcessEnv, argv: readonly string[], root: string): ServerConfig {
  const databaseUrl = env.DATABASE_URL || undefined;
  const today = env.VOZ_TODAY ? new Date(`${env.VOZ_TODAY}T12:00:00Z`) : new Date();
  if (Number.isNaN(today.getTime())) throw new Error(`VOZ_TODAY must be YYYY-MM-DD, not "${env.VOZ_TODAY}"`);
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(root, env.VOZ_DATA_DIR ?? '.data'),
    dashboardsDir: path.resolve(root, env.VOZ_DASHBOARDS_DIR ?? 'dashboards'),
    databaseUrl,
    demo: argv.includes('--demo') || env.VOZ_DEMO === '1' || databaseUrl === undefined,
    today,
    todayPinned: env.VOZ_TODAY !== undefined && env.VOZ_TODAY !== '',
    demoResponses: Number(env.VOZ_DEMO_RESPONSES ?? 20000),
    webRoots: { portal: path.resolve(root, 'apps/portal/dist'), editor: path.resolve(root, 'apps/editor/dist') },
    pgliteThread: env.VOZ_PGLITE_THREAD === 'main' ? 'main' : 'worker',
    logLevel: env.VOZ_LOG_LEVEL ?? 'info',
    ...(env.VOZ_ROLLUP_PIECE_BYTES ? { rollupPieceBytes: Number(env.VOZ_ROLLUP_PIECE_BYTES) } : {}),
    ...(env.VOZ_STOP_WAIT_MS ? { stopWaitMs: Number(env.VOZ_STOP_WAIT_MS) } : {}),
  };
}
