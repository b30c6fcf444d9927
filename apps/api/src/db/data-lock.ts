import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

// One server per data folder (docs/decisions/0017-one-server-per-data-folder.md). PGlite is one
// process's database: a second server opening the same directory writes under the first one, which
// is how data is lost. The lock is a listening socket whose name is the folder's real path: on
// Linux, an abstract socket (no file; the kernel frees the name when the process ends, however it
// ends, SIGKILL included), so a restart after a crash never meets a stale lock. A second server
// that finds the name taken asks the holder who it is and refuses to start, naming it. Elsewhere
// (no abstract sockets), a `server.lock` file holding the pid, taken over when that pid is gone.

/** Who holds a data folder. */
export interface LockHolder {
  pid: number;
  /** The port the holder said it would listen on, when it said. */
  port?: number;
  /** ISO time the holder took the lock. */
  since?: string;
}

/** A data folder held by this process until `release`. */
export interface DataLock {
  /** The folder's real path. */
  folder: string;
  release(): Promise<void>;
}

/** A second server on a held folder: the message says it in Spanish, then English. */
export class DataFolderInUse extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    const port = holder.port === undefined ? '' : `, puerto ${holder.port}`;
    const portEn = holder.port === undefined ? '' : `, port ${holder.port}`;
    super(
      `La carpeta de datos ${folder} ya la usa otro servidor de Voz (pid ${holder.pid}${port}): deténgalo o elija otra carpeta con VOZ_DATA_DIR.\n` +
        `The data folder ${folder} is already used by another Voz server (pid ${holder.pid}${portEn}): stop it or choose another folder with VOZ_DATA_DIR.`,
    );
    this.name = 'DataFolderInUse';
  }
}

/** The abstract socket name of a folder (Linux): a hash of its real path. */
export function lockName(folder: string): string {
  return `\0voz-data-${createHash('sha256').update(folder).digest('hex').slice(0, 40)}`;
}

/** Whether this platform has abstract socket names (Linux). */
const abstractSockets = process.platform === 'linux';

/** What the holder answers on its lock socket. */
function holderOf(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== 'number') return undefined;
    return {
      pid: value.pid,
      ...(typeof value.port === 'number' ? { port: value.port } : {}),
      ...(typeof value.since === 'string' ? { since: value.since } : {}),
    };
  } catch {
    return undefined;
  }
}

/** Asks the holder of an abstract lock who it is (it answers with JSON and closes). */
function askHolder(name: string): Promise<LockHolder | undefined> {
  return new Promise((resolve) => {
    let text = '';
    const socket = net.connect(name);
    const timer = setTimeout(() => socket.destroy(), 2000);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(holderOf(text));
    });
  });
}

function listen(server: net.Server, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error): void => reject(error);
    server.once('error', failed);
    server.listen(name, () => {
      server.off('error', failed);
      resolve();
    });
  });
}

async function lockWithSocket(folder: string, me: LockHolder): Promise<DataLock> {
  const name = lockName(folder);
  const server = net.createServer((socket) => socket.end(JSON.stringify(me)));
  try {
    await listen(server, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    // The name is the kernel's until the holder's process ends: the holder is alive.
    throw new DataFolderInUse(folder, (await askHolder(name)) ?? { pid: 0 });
  }
  server.unref(); // the lock never keeps the process alive
  return {
    folder,
    release: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The fallback without abstract sockets: a lock file with the holder's pid, taken over when that process is gone. */
function lockWithFile(folder: string, me: LockHolder): DataLock {
  const file = path.join(folder, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      return {
        folder,
        release: () => {
          const current = holderOf(fs.readFileSync(file, { encoding: 'utf8', flag: 'r' }));
          if (current?.pid === me.pid) fs.rmSync(file, { force: true });
          return Promise.resolve();
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = holderOf(fs.readFileSync(file, 'utf8'));
    if (holder && holder.pid !== me.pid && alive(holder.pid)) throw new DataFolderInUse(folder, holder);
    // A crashed holder's file: moved aside (one of two racing starts wins the rename), then retried.
    try {
      fs.renameSync(file, `${file}.stale-${process.pid}`);
      fs.rmSync(`${file}.stale-${process.pid}`, { force: true });
    } catch {
      // Another start moved it first.
    }
  }
  throw new Error(`No se pudo tomar la carpeta de datos ${folder} / Could not lock the data folder ${folder}.`);
}

/**
 * Takes the data folder (creating it) for this process's life: rejects with DataFolderInUse when
 * another live server holds it. `port` is told to a second server that asks.
 */
export async function lockDataFolder(dataDir: string, { port }: { port?: number } = {}): Promise<DataLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const folder = fs.realpathSync(dataDir);
  const me: LockHolder = { pid: process.pid, ...(port === undefined ? {} : { port }), since: new Date().toISOString() };
  return abstractSockets ? lockWithSocket(folder, me) : lockWithFile(folder, me);
}
