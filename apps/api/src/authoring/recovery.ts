import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { readVersioned } from './folder.js';
import { checkPath, locate } from './paths.js';

// What a server stopped in the middle of an editor save leaves behind, put right at the next
// start, before the first request (history.ts recordAndWrite):
// - entries still pending: the write happened when the disk holds the version the batch's last
//   entry records (or, for a deletion, no file), and the entries are kept, their summary saying
//   so; otherwise they are removed, the file being as it was. A rename whose new file was written
//   but whose old one is still there is finished.
// - temporary files of writes that never reached their rename (`.<file>.<pid>.<uuid>.tmp`, from
//   admin/metadata-file.ts writeFileAtomically) whose process is gone.

/** Appended to the summary of the entries of a save the start found done. */
export const RECOVERED_NOTE = ' (recuperado tras una parada del servidor)';

/** What recoverAuthoring did. */
export interface Recovery {
  /** Batches kept (their write had happened) and removed (it had not). */
  kept: number;
  removed: number;
  /** Temporary files removed. */
  temporaries: number;
}

const TEMPORARY = /^\..+\.(\d+)\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;

function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes the temporary files of dead processes in the dashboards folder's folders and fragments/. */
export function removeStaleTemporaries(dashboardsDir: string): number {
  let removed = 0;
  const sweep = (dir: string, depth: number): void => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isDirectory() && !entry.name.startsWith('.') && depth < 2) sweep(path.join(dir, entry.name), depth + 1);
      const match = entry.isFile() ? TEMPORARY.exec(entry.name) : null;
      if (match && !alive(Number(match[1]))) {
        fs.rmSync(path.join(dir, entry.name), { force: true });
        removed++;
      }
    }
  };
  sweep(dashboardsDir, 0);
  return removed;
}

/** Settles the pending history batches against the disk and removes stale temporary files. */
export async function recoverAuthoring(db: Kysely<Database>, dashboardsDir: string): Promise<Recovery> {
  const rows = await db
    .selectFrom('authoring_history')
    .select(['tenant_id', 'id', 'path', 'action', 'version', 'pending'])
    .where('pending', 'is not', null)
    .orderBy('tenant_id')
    .orderBy('id')
    .execute();
  const batches = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.tenant_id}|${row.pending}`;
    batches.set(key, [...(batches.get(key) ?? []), row]);
  }
  const recovery: Recovery = { kept: 0, removed: 0, temporaries: removeStaleTemporaries(dashboardsDir) };
  for (const entries of batches.values()) {
    const last = entries[entries.length - 1]!;
    const folder = last.tenant_id;
    const fileOf = (relative: string): string | undefined => {
      try {
        return locate(dashboardsDir, folder, checkPath(folder, relative));
      } catch {
        return undefined; // a path that is no longer editable: the write cannot be found there
      }
    };
    const target = fileOf(last.path);
    const onDisk = target === undefined ? undefined : readVersioned(target);
    const done =
      last.action === 'delete' ? target !== undefined && onDisk === undefined : onDisk?.version === last.version;
    const first = entries[0]!;
    if (done && last.action === 'rename' && first !== last) {
      // The new name was written; the old one goes, as the save would have done next.
      const source = fileOf(first.path);
      if (source && readVersioned(source)?.version === first.version) fs.rmSync(source);
    }
    if (done) {
      await db
        .updateTable('authoring_history')
        .set({ pending: null, summary: sql<string>`summary || ${RECOVERED_NOTE}::text` })
        .where('tenant_id', '=', folder)
        .where('pending', '=', last.pending)
        .execute();
      recovery.kept++;
    } else {
      await db
        .deleteFrom('authoring_history')
        .where('tenant_id', '=', folder)
        .where('pending', '=', last.pending)
        .execute();
      recovery.removed++;
    }
  }
  return recovery;
}
