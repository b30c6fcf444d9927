/** A cycle of imports: the modules caught in it, and one path around it (relative to the root). */
export interface ImportCycle {
  members: string[];
  path: string[];
}
/** The production modules of the workspace under `root` (apps/*\/src, packages/*\/src). */
export declare function productionModules(root: string): string[];
/** The modules a file imports or re-exports by relative path. */
export declare function relativeImports(file: string): string[];
/** The strongly connected components of more than one module of an import graph. */
export declare function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][];
/** The import cycles of the workspace under `root`. */
export declare function checkCycles(root: string): ImportCycle[];
