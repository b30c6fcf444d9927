import { cloneElement, isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';

// What nivo imports from @react-spring/web, for charts that never animate (docs/decisions/0014).
//
// Every chart of this project is drawn with `animate={false}`, so react-spring only ever jumps to
// each spring's final value; it still built a Controller, SpringValues and an animated component
// for every bar, arc, tick and grid line, about a fifth of the script time of a 51-widget
// dashboard (BENCHMARKS.md). The apps and Storybook alias `@react-spring/web` to this module
// (`staticSpringAlias` in ../../vite.ts): a "spring" is its final value itself, `to()` applies its
// function at once, and `animated.rect` is the plain `rect`. Only the API nivo 0.99 uses is here
// (useSpring, useTransition, to, animated, config: checked by `staticSpring.test.ts`).

type Values = Record<string, unknown>;
type Phase<Item> = Values | ((item: Item, index: number) => Values | null | undefined) | null | undefined;

/** react-spring's presets, which nivo's motion config resolves by name (unused when static). */
export const config = {
  default: { tension: 170, friction: 26 },
  gentle: { tension: 120, friction: 14 },
  wobbly: { tension: 180, friction: 12 },
  stiff: { tension: 210, friction: 20 },
  slow: { tension: 280, friction: 60 },
  molasses: { tension: 280, friction: 120 },
} as const;

/** Keys of a spring's props that configure it rather than name an animated value. */
const RESERVED = new Set([
  'config',
  'immediate',
  'from',
  'to',
  'reset',
  'reverse',
  'delay',
  'default',
  'loop',
  'pause',
  'cancel',
  'ref',
  'keys',
  'sort',
  'trail',
  'expires',
  'exitBeforeEnter',
  'initial',
  'enter',
  'update',
  'leave',
  'events',
  'onStart',
  'onChange',
  'onRest',
  'onResolve',
  'onProps',
  'onPause',
  'onResume',
  'onDestroyed',
]);

function isRecord(value: unknown): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The final values of a spring: its `from`, then its `to` (object form), then its own keys. */
function springValues(props: Values): Values {
  const values: Values = {};
  if (isRecord(props.from)) Object.assign(values, props.from);
  if (isRecord(props.to)) Object.assign(values, props.to);
  for (const key in props) if (!RESERVED.has(key)) values[key] = props[key];
  return values;
}

/** `useSpring(props)`: the spring's final values (nivo only passes props, never a function). */
export function useSpring(props: Values): Values {
  return springValues(props);
}

/** `to(value, fn)` or `to([a, b], fn)`: the function applied to the values, at once. */
export function to(input: unknown, fn: (...values: never[]) => unknown): unknown {
  return Array.isArray(input) ? fn(...(input as never[])) : fn(input as never);
}

function phase<Item>(value: Phase<Item>, item: Item, index: number): Values | null | undefined {
  return typeof value === 'function' ? value(item, index) : value;
}

interface TransitionProps<Item> {
  keys?: ((item: Item) => string | number) | readonly (string | number)[] | null;
  from?: Phase<Item>;
  initial?: Phase<Item>;
  enter?: Phase<Item>;
  update?: Phase<Item>;
  [option: string]: unknown;
}

type TransitionRender<Item> = (
  values: Values,
  item: Item,
  transition: { key: string | number; item: Item },
  index: number,
) => ReactNode;

/**
 * `useTransition(items, props)`: each item at the values it ends with — `from`, then `initial`,
 * `enter` and `update` over it (nivo's phases agree on the values they share). Leaving items leave
 * at once. The answer renders each item keyed as react-spring keys it.
 */
export function useTransition<Item>(
  data: Item | readonly Item[],
  props: TransitionProps<Item>,
): (render: TransitionRender<Item>) => ReactNode[] {
  const items: readonly Item[] = Array.isArray(data) ? (data as readonly Item[]) : data == null ? [] : [data as Item];
  const { keys } = props;
  return (render) => {
    const out: ReactNode[] = [];
    items.forEach((item, index) => {
      const key =
        typeof keys === 'function'
          ? keys(item)
          : Array.isArray(keys)
            ? (keys[index] as string | number)
            : typeof item === 'string' || typeof item === 'number'
              ? item
              : index;
      const values: Values = {};
      for (const p of [props.from, props.initial, props.enter, props.update]) {
        const next = phase(p, item, index);
        if (next) Object.assign(values, next);
      }
      const element = render(values, item, { key, item }, index);
      out.push(isValidElement(element) ? cloneElement(element as ReactElement, { key }) : element);
    });
    return out;
  };
}

type Animated = (<P>(component: ComponentType<P>) => ComponentType<P>) & Record<string, string>;

/** `animated(Component)` is the component; `animated.rect` is the element name `rect`. */
export const animated: Animated = new Proxy(<P>(component: ComponentType<P>) => component, {
  get: (target, name) =>
    typeof name === 'string' && !(name in target) ? name : (Reflect.get(target, name) as unknown),
}) as Animated;
