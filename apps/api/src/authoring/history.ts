import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { crashPoint } from '../crash-points.js';
import type { AuthoringAction, AuthoringHistoryTable, Database } from '../db/schema.js';
import { nextId } from '../db/sequences.js';

// The editor's history (table authoring_history, migration 0007): one entry per file written,
// with the text as saved, by tenant folder (or '_shared'). Every query names the folder.

/** Most entries a listing answers. */
export const HISTORY_LIMIT = 200;

/** Who made a change. */
export interface Author {
  email: string;
  name: string;
}

/** One entry, as the API answers it. */
export interface HistoryEntry {
  id: number;
  path: string;
  action: AuthoringAction;
  /** Version of the text stored with the entry. */
  version: string;
  /** E-mail of the author. */
  author: string;
  authorName: string;
  /** ISO date-time. */
  at: string;
  summary: string;
}

/** What one entry records. */
export interface NewEntry {
  path: string;
  action: AuthoringAction;
  version: string;
  summary: string;
  /** The text as saved; for a deletion, the text before it. */
  content: string;
}

type Row = Selectable<AuthoringHistoryTable>;

function entryOf(row: Omit<Row, 'tenant_id' | 'content' | 'pending'>): HistoryEntry {
  return {
    id: Number(row.id),
    path: row.path,
    action: row.action,
    version: row.version,
    author: row.author_email,
    authorName: row.author_name,
    at: new Date(row.at).toISOString(),
    summary: row.summary,
  };
}

/**
 * Records entries and runs `write` (the change on the disk) as one unit, in three steps: the
 * entries are stored marked pending, the file is written (renamed into place), and the mark is
 * cleared. When the write throws, the entries are removed; when they cannot be stored, nothing is
 * written. A process that dies between the steps leaves the entries pending: listings do not show
 * them, and the next start keeps or removes them by what the disk holds (recovery.ts).
 */
export async function recordAndWrite(
  db: Kysely<Database>,
  folder: string,
  author: Author,
  at: Date,
  entries: readonly NewEntry[],
  write: () => void,
): Promise<void> {
  const batch = randomUUID();
  await db.transaction().execute(async (trx) => {
    for (const entry of entries) {
      const id = await nextId(trx, folder, 'authoring_history');
      await trx
        .insertInto('authoring_history')
        .values({
          tenant_id: folder,
          id,
          path: entry.path,
          action: entry.action,
          version: entry.version,
          author_email: author.email,
          author_name: author.name,
          at,
          summary: entry.summary,
          content: entry.content,
          pending: batch,
        })
        .execute();
    }
  });
  crashPoint('authoring-recorded');
  const pending = db.deleteFrom('authoring_history').where('tenant_id', '=', folder).where('pending', '=', batch);
  try {
    write();
  } catch (error) {
    await pending.execute();
    throw error;
  }
  crashPoint('authoring-written');
  await db
    .updateTable('authoring_history')
    .set({ pending: null })
    .where('tenant_id', '=', folder)
    .where('pending', '=', batch)
    .execute();
}

/** The folder's entries (of one file when `path` is given), newest first, at most HISTORY_LIMIT. */
export async function listHistory(db: Kysely<Database>, folder: string, path?: string): Promise<HistoryEntry[]> {
  let query = db
    .selectFrom('authoring_history')
    .select(['id', 'path', 'action', 'version', 'author_email', 'author_name', 'at', 'summary'])
    .where('tenant_id', '=', folder)
    .where('pending', 'is', null);
  if (path !== undefined) query = query.where('path', '=', path);
  const rows = await query.orderBy('id', 'desc').limit(HISTORY_LIMIT).execute();
  return rows.map(entryOf);
}

/** One entry of the folder and its stored text, or undefined. */
export async function findEntry(
  db: Kysely<Database>,
  folder: string,
  id: number,
): Promise<{ entry: HistoryEntry; text: string } | undefined> {
  const row = await db
    .selectFrom('authoring_history')
    .selectAll()
    .where('tenant_id', '=', folder)
    .where('id', '=', id)
    .where('pending', 'is', null)
    .executeTakeFirst();
  return row && { entry: entryOf(row), text: row.content };
}
