// What the editor's browser tests need from the repository: the server and workspace helpers of
// scripts/lib (plain .mjs modules, loaded with their types here).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository's root folder. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Password of every demo account. */
export const DEMO_PASSWORD = 'demo1234';

/** The consultant demo account. */
export const CONSULTANT = 'consultor@voz.demo';

/** A server of scripts/lib/portal-server.mjs. */
export interface TestServer {
  url: string;
  dataDir: string;
  dashboardsDir: string;
  output(): string;
  stop(): Promise<void>;
}

interface ServerLib {
  seedTemplate(dir?: string): string;
  startPortalServer(options: {
    template?: string;
    env?: Record<string, string>;
    timeoutMs?: number;
  }): Promise<TestServer>;
}

interface WorkspaceLib {
  ensureBuilt(options?: { force?: boolean }): void;
  ensureWebBuilt(options?: { force?: boolean }): void;
}

async function scriptLib<T>(name: string): Promise<T> {
  return (await import(pathToFileURL(path.join(ROOT, 'scripts/lib', `${name}.mjs`)).href)) as T;
}

export const serverLib = (): Promise<ServerLib> => scriptLib<ServerLib>('portal-server');
export const workspaceLib = (): Promise<WorkspaceLib> => scriptLib<WorkspaceLib>('workspace');

/** Environment variable through which the global setup hands the seeded template to the workers. */
export const TEMPLATE_ENV = 'VOZ_E2E_TEMPLATE';
