import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement, isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import * as staticSpring from './index.js';
import { animated, config, to, useSpring, useTransition } from './index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('staticSpring', () => {
  it('exports every name nivo imports from @react-spring/web', () => {
    const nivo = path.join(root, 'node_modules/@nivo');
    const imported = new Set<string>();
    for (const pkg of fs.readdirSync(nivo)) {
      const dist = path.join(nivo, pkg, 'dist');
      if (!fs.existsSync(dist)) continue;
      for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('.mjs'))) {
        const code = fs.readFileSync(path.join(dist, file), 'utf8');
        for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@react-spring\/web["']/g)) {
          for (const spec of match[1]!.split(',')) imported.add(spec.trim().split(/\s+as\s+/)[0]!);
        }
      }
    }
    // nivo 0.99 draws with these five; a nivo upgrade that needs more fails here, not in a chart.
    expect([...imported].sort()).toEqual(['animated', 'config', 'to', 'useSpring', 'useTransition']);
    for (const name of imported) expect(staticSpring).toHaveProperty(name);
  });

  it('answers a spring at its final values, without its options', () => {
    expect(useSpring({ x: 3, transform: 'translate(1,2)', config: config.gentle, immediate: true })).toEqual({
      x: 3,
      transform: 'translate(1,2)',
    });
    // nivo's useAnimatedPath: from 0 to 1, then interpolated at 1 (the new path).
    const { value } = useSpring({ from: { value: 0 }, to: { value: 1 }, reset: true }) as { value: number };
    expect(value).toBe(1);
    expect(useSpring({ to: { transform: 'translate(5, 6)' }, immediate: false })).toEqual({
      transform: 'translate(5, 6)',
    });
  });

  it('applies to() at once, on one value or several', () => {
    expect(to(4, (v: number) => Math.max(v, 0))).toBe(4);
    expect(to(-4, (v: number) => Math.max(v, 0))).toBe(0);
    expect(to([1, 2, 3], (a: number, b: number, c: number) => `${a}-${b}-${c}`)).toBe('1-2-3');
  });

  it('renders each item of a transition at its final values, keyed', () => {
    const bars = [
      { key: 'a', height: 10 },
      { key: 'b', height: 20 },
    ];
    const transition = useTransition(bars, {
      keys: (bar) => bar.key,
      from: (bar) => ({ height: 0, opacity: 0, x: bar.key }),
      initial: null,
      enter: (bar) => ({ height: bar.height, opacity: 1 }),
      update: (bar) => ({ height: bar.height }),
      leave: { opacity: 0 },
      immediate: true,
    });
    const seen: [Record<string, unknown>, string, number][] = [];
    const nodes = transition((values, bar, _t, index) => {
      seen.push([values, bar.key, index]);
      return createElement('rect', { height: values.height });
    });
    expect(seen).toEqual([
      [{ height: 10, opacity: 1, x: 'a' }, 'a', 0],
      [{ height: 20, opacity: 1, x: 'b' }, 'b', 1],
    ]);
    expect(nodes.map((node) => (isValidElement(node) ? (node as ReactElement).key : null))).toEqual(['a', 'b']);
    // An object phase and no keys: primitive items key themselves.
    const ticks = useTransition([5, 10], { enter: { opacity: 1 } });
    expect(
      ticks((values, tick) => createElement('text', { opacity: values.opacity }, tick)).map(
        (n) => (n as ReactElement).key,
      ),
    ).toEqual(['5', '10']);
    expect(useTransition([], { enter: { opacity: 1 } })(() => null)).toEqual([]);
  });

  it('makes animated elements plain elements and animated(Component) the component', () => {
    expect(animated.rect).toBe('rect');
    expect(animated.g).toBe('g');
    expect(animated.div).toBe('div');
    const Component = (): null => null;
    expect(animated(Component)).toBe(Component);
  });
});
