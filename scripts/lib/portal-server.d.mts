/** The folders of one server: new ones under the system's temporary folder, never `npm start`'s `.data`. */
export declare function serverFolders(): { work: string; dataDir: string; dashboardsDir: string };
