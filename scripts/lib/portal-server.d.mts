/** The folders of one server: new ones under the system's temporary folder, never `npm start`'s `.data`. */
export declare function serverFolders(): { work: string; dataDir: string; dashboardsDir: string };
/** Removes the kept templates under `base` other than `keep` unused for more than `keepMs` (a day); returns them. */
export declare function pruneTemplates(base: string, keep: string, keepMs?: number, now?: number): string[];
