#!/usr/bin/env node
// `npm run lint` (last step): no import cycle in production code. Reads the relative imports and
// re-exports of every module under apps/*/src and packages/*/src (tests, stories and e2e left out),
// type-only ones included — a cycle of types is still two modules that cannot be read apart — and
// prints every cycle found (Tarjan's strongly connected components) with one path through it.
// Exit code 1 when there is one. `node scripts/check-cycles.mjs [root]`. Node built-ins only.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'e2e', 'storybook-static']);
const NOT_PRODUCTION = /\.(test|spec|stories)\.tsx?$|\.d\.ts$/;

/** The production modules of the workspace under `root`. */
export function productionModules(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !NOT_PRODUCTION.test(entry.name)) files.push(full);
    }
  };
  for (const group of ['apps', 'packages']) {
    const base = path.join(root, group);
    if (!fs.existsSync(base)) continue;
    for (const name of fs.readdirSync(base)) {
      const src = path.join(base, name, 'src');
      if (fs.existsSync(src)) walk(src);
    }
  }
  return files.sort();
}

const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^;'"]*?\s+from\s+)?'(\.{1,2}\/[^']+)'/gm;

/** The modules `file` imports or re-exports by relative path (resolved to files that exist). */
export function relativeImports(file) {
  const text = fs.readFileSync(file, 'utf8');
  const out = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const base = path.resolve(path.dirname(file), match[1].replace(/\.js$/, ''));
    const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
    if (found) out.add(found);
  }
  return [...out];
}

/** The cycles of an import graph: its strongly connected components of more than one module (or a self-import). */
export function cyclesOf(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (start) => {
    // Iterative Tarjan: the graph has hundreds of modules, recursion depth is not a concern, but a
    // long chain of imports should not be one either.
    const work = [{ node: start, edges: graph.get(start) ?? [], i: 0 }];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.i < frame.edges.length) {
        const to = frame.edges[frame.i++];
        if (!index.has(to)) {
          index.set(to, next);
          low.set(to, next);
          next += 1;
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edges: graph.get(to) ?? [], i: 0 });
        } else if (onStack.has(to)) low.set(frame.node, Math.min(low.get(frame.node), index.get(to)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent), low.get(frame.node)));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        const selfImport = component.length === 1 && (graph.get(member) ?? []).includes(member);
        if (component.length > 1 || selfImport) cycles.push(component.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

/** One path around a cycle, from its first module back to it (for the message). */
function pathAround(graph, members) {
  const inside = new Set(members);
  const first = members[0];
  const previous = new Map([[first, null]]);
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const to of graph.get(node) ?? []) {
      if (!inside.has(to)) continue;
      if (to === first) {
        const trail = [first];
        for (let at = node; at !== null && at !== first; at = previous.get(at)) trail.splice(1, 0, at);
        return [...trail, first];
      }
      if (!previous.has(to)) {
        previous.set(to, node);
        queue.push(to);
      }
    }
  }
  return members;
}

/**
 * Checks the workspace under `root`; the cycles found: the modules caught in each (`members`) and
 * one path around it (`path`), relative to root.
 */
export function checkCycles(root) {
  const graph = new Map(productionModules(root).map((file) => [file, relativeImports(file)]));
  const relative = (file) => path.relative(root, file);
  return cyclesOf(graph).map((members) => ({
    members: members.map(relative),
    path: pathAround(graph, members).map(relative),
  }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const cycles = checkCycles(root);
  for (const cycle of cycles) {
    console.error(`Import cycle of ${cycle.members.length} modules, for example: ${cycle.path.join(' → ')}`);
  }
  if (cycles.length > 0) {
    console.error(
      `\n${cycles.length} import cycle(s) in production code. Move what both sides need into a module ` +
        'that imports neither (types included: CONTRIBUTING.md).',
    );
    process.exitCode = 1;
  }
}
