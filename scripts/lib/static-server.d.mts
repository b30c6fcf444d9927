/** Cache-Control of content-hashed files (the same as apps/api's ASSET_CACHE_CONTROL). */
export declare const ASSET_CACHE_CONTROL: string;
/** Cache-Control of every other file (the same as apps/api's REVALIDATE_CACHE_CONTROL). */
export declare const REVALIDATE_CACHE_CONTROL: string;
/** Serves `dir` on a free port of 127.0.0.1; resolves with its base URL and a close(). */
export declare function serveFolder(dir: string): Promise<{ url: string; close: () => Promise<void> }>;
