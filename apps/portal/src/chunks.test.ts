import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isRendererModule } from './chunks.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const widgets = path.join(root, 'packages/widgets/src');

describe('isRendererModule', () => {
  it('takes every renderer, its helpers and the chart libraries only renderers use', () => {
    // The kinds' folders (beside them, the generated lists of kinds).
    const kinds = fs
      .readdirSync(path.join(widgets, 'kinds'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(kinds.length).toBeGreaterThan(0);
    for (const kind of kinds) {
      for (const file of fs.readdirSync(path.join(widgets, 'kinds', kind))) {
        if (/\.tsx$/.test(file) && !file.includes('.stories.')) {
          expect(isRendererModule(path.join(widgets, 'kinds', kind, file)), file).toBe(true);
        }
      }
      // The kind's entry is imported by the registry; its mocked rows never reach the portal.
      expect(isRendererModule(path.join(widgets, 'kinds', kind, 'entry.ts')), kind).toBe(false);
      expect(isRendererModule(path.join(widgets, 'kinds', kind, 'mock.ts')), kind).toBe(false);
    }
    // The generated lists: the entries' goes with the registry, the mocks' never reaches the portal.
    expect(isRendererModule(path.join(widgets, 'kinds/index.gen.ts'))).toBe(false);
    expect(isRendererModule(path.join(widgets, 'kinds/mocks.gen.ts'))).toBe(false);
    expect(isRendererModule(path.join(widgets, 'shared/useElementSize.ts'))).toBe(true);
    expect(isRendererModule(path.join(widgets, 'maps/geo.ts'))).toBe(true);
    expect(isRendererModule(path.join(root, 'node_modules/@nivo/bar/dist/nivo-bar.mjs'))).toBe(true);
    expect(isRendererModule(path.join(root, 'node_modules/d3-scale/src/linear.js'))).toBe(true);
  });

  it('leaves out the first render’s code and the map shapes', () => {
    // The registry and what it imports are in the code before a dashboard's first render.
    const registryImports = [
      ...fs.readFileSync(path.join(widgets, 'registry.ts'), 'utf8').matchAll(/from '(\.[^']+)'/g),
    ].map((m) => path.join(widgets, m[1]!.replace(/\.js$/, '.ts')));
    expect(registryImports.length).toBeGreaterThan(0);
    for (const file of [path.join(widgets, 'registry.ts'), ...registryImports]) {
      expect(isRendererModule(file), file).toBe(false);
    }
    expect(isRendererModule(path.join(widgets, 'maps/cl-regions.topo.json'))).toBe(false);
    expect(isRendererModule(path.join(root, 'node_modules/world-atlas/countries-110m.json'))).toBe(false);
    expect(isRendererModule(path.join(root, 'node_modules/react-dom/client.js'))).toBe(false);
    expect(isRendererModule(path.join(root, 'packages/ui/src/index.ts'))).toBe(false);
  });
});
