import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The workflow screens (alerts, action plans) and the alerts drawer are lazy chunks: nothing the
// main area imports statically may reach them, or their code would join the JavaScript of the
// first render of /dashboard (bench:portal's 200 kB budget).

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The portal modules a module imports statically (relative imports; `import()` and types left out). */
function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const match of text.matchAll(/^\s*(?:import|export)\s(?!type\s)[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms)) {
    const spec = match[1]!;
    const base = path.resolve(path.dirname(file), spec.replace(/\.js$/, ''));
    const found = ['.ts', '.tsx'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
    if (found) out.push(found);
  }
  return out;
}

/** Every portal module reachable from `entry` through static imports. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
}

describe('the workflow screens', () => {
  it('are not imported statically by the main area', () => {
    const graph = [...reachable(path.join(src, 'layout/MainArea.tsx'))].map((f) => path.relative(src, f));
    expect(graph).toContain('pages/screens.tsx');
    expect(graph).toContain('alerts/AlertsButton.tsx');
    const lazy = graph.filter(
      (f) =>
        f.startsWith('plans/') ||
        /^alerts\/(AlertListPage|AlertDetailPage|AlertsDrawer|AlertComments|AlertEvidenceList)\.tsx$/.test(f) ||
        /^workflow\/(CommentThread|EvidenceFiles|useWorkflowTexts)\.tsx?$/.test(f),
    );
    expect(lazy).toEqual([]);
  });

  it('load through dynamic imports', () => {
    const screens = fs.readFileSync(path.join(src, 'pages/screens.tsx'), 'utf8');
    for (const module of [
      'AlertListPage',
      'AlertDetailPage',
      'PlanListPage',
      'PlanNewPage',
      'PlanDetailPage',
      'PlanLibraryPage',
    ]) {
      expect(screens, module).toMatch(new RegExp(`import\\('\\.\\./(alerts|plans)/${module}\\.js'\\)`));
    }
    const button = fs.readFileSync(path.join(src, 'alerts/AlertsButton.tsx'), 'utf8');
    expect(button).toMatch(/import\('\.\/AlertsDrawer\.js'\)/);
  });
});
