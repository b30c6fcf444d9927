import type { BackgroundStyle, Dashboard, GridPosition, GridSize, LocalizedText, Widget } from '@voz/schema';
import { cloneJson, expandIncludes } from '../composition/expandIncludes.js';
import type { FragmentLoader, IncludeProblem, WidgetOrigin } from '../composition/expandIncludes.js';
import { evaluateCondition } from '../conditions/evaluateCondition.js';
import type { ConditionContext } from '../conditions/evaluateCondition.js';
import { explainCondition } from '../conditions/explainCondition.js';
import type { ConditionExplanation } from '../conditions/explainCondition.js';
import { firstFreeCell } from './grid.js';
import type { GridRect } from './grid.js';

/** What a dashboard is resolved for: the filter state, the user, the tenant and its fragments. */
export interface ResolveContext extends ConditionContext {
  /** Reads the fragments includes name; when absent (or a fragment is missing) includes report problems. */
  fragments?: FragmentLoader;
}

/** One widget of a resolved dashboard. */
export interface ResolvedWidget {
  /** The widget with its final position and size. */
  widget: Widget;
  /** Final [column, row]: written, from a layout variant, or placed automatically. */
  position: GridPosition;
  /** Final [width, height]: written or from a layout variant. */
  size: GridSize;
  /** Whether its render condition holds. */
  visible: boolean;
  /** Why it is hidden (pointer relative to the resolved widget, e.g. /renderCondition/all/1). */
  hiddenBy?: ConditionExplanation;
  /** Index of the layout variant applied, if any. */
  layoutVariant?: number;
  /** Where the widget comes from. */
  origin: WidgetOrigin;
  /** Whether the position was found by automatic placement rather than written. */
  autoPlaced: boolean;
}

/** A dashboard as one user sees it in one filter state. */
export interface ResolvedDashboard {
  /** Key of the dashboard. */
  key: string;
  /** Title of the dashboard. */
  title: LocalizedText;
  /** Background style chosen. */
  background: BackgroundStyle;
  /** Every widget, visible or not, in expansion order (included widgets first, then the dashboard's own). */
  widgets: ResolvedWidget[];
  /** Broken includes. */
  problems: IncludeProblem[];
  /** Rows used by the visible widgets (0 when none is visible). */
  rows: number;
}

interface Staged {
  widget: Widget;
  origin: WidgetOrigin;
  visible: boolean;
  hiddenBy: ConditionExplanation | undefined;
  layoutVariant: number | undefined;
  position: GridPosition | undefined;
  size: GridSize;
}

const noFragments: FragmentLoader = () => undefined;

/**
 * Resolves a dashboard for a context: expands includes, evaluates each widget's render condition,
 * applies the first layout variant whose `when` holds (replacing position and/or size), chooses the
 * background (first variant that holds, else `background.default`, else 'default'), and places the
 * widgets that have no position.
 *
 * Placement rule: in expansion order, each visible widget without a position goes to the first free cell,
 * scanning rows top to bottom and columns left to right, where its whole size fits inside the 4 columns
 * without covering any cell of a visible widget with a position or of a visible widget placed before it.
 * Hidden widgets occupy nothing for visible ones. Hidden widgets without a position are placed too, after
 * every visible widget and by the same scan (avoiding the visible widgets and the hidden ones placed
 * before them), so an editor can show them greyed where they would appear.
 */
export function resolveDashboard(dashboard: Dashboard, context: ResolveContext): ResolvedDashboard {
  const expansion = expandIncludes(dashboard, context.fragments ?? noFragments);

  const staged: Staged[] = expansion.widgets.map(({ widget, origin }) => {
    const visible = evaluateCondition(widget.renderCondition, context);
    const hiddenBy = visible
      ? undefined
      : (explainCondition(widget.renderCondition, context, '/renderCondition') ?? undefined);
    const variantIndex = (widget.layouts ?? []).findIndex((variant) => evaluateCondition(variant.when, context));
    const variant = variantIndex >= 0 ? widget.layouts?.[variantIndex] : undefined;
    return {
      widget,
      origin,
      visible,
      hiddenBy,
      layoutVariant: variant === undefined ? undefined : variantIndex,
      position: variant?.position ?? widget.position,
      size: variant?.size ?? widget.size,
    };
  });

  const visibleRects: GridRect[] = [];
  for (const item of staged) {
    if (item.visible && item.position !== undefined) visibleRects.push({ position: item.position, size: item.size });
  }
  const placed = new Map<Staged, GridPosition>();
  for (const item of staged) {
    if (!item.visible || item.position !== undefined) continue;
    const position = firstFreeCell(visibleRects, item.size);
    placed.set(item, position);
    visibleRects.push({ position, size: item.size });
  }
  const greyRects = [...visibleRects];
  for (const item of staged) {
    if (item.visible || item.position !== undefined) continue;
    const position = firstFreeCell(greyRects, item.size);
    placed.set(item, position);
    greyRects.push({ position, size: item.size });
  }

  const widgets = staged.map((item): ResolvedWidget => {
    const position = item.position ?? placed.get(item) ?? [0, 0];
    const resolved: ResolvedWidget = {
      widget: { ...item.widget, position, size: item.size },
      position,
      size: item.size,
      visible: item.visible,
      origin: item.origin,
      autoPlaced: item.position === undefined,
    };
    if (item.hiddenBy !== undefined) resolved.hiddenBy = item.hiddenBy;
    if (item.layoutVariant !== undefined) resolved.layoutVariant = item.layoutVariant;
    return resolved;
  });

  const rows = widgets.reduce((max, item) => (item.visible ? Math.max(max, item.position[1] + item.size[1]) : max), 0);
  const background =
    dashboard.background?.variants?.find((variant) => evaluateCondition(variant.when, context))?.style ??
    dashboard.background?.default ??
    'default';

  return {
    key: dashboard.key,
    title: cloneJson(dashboard.title),
    background,
    widgets,
    problems: expansion.problems,
    rows,
  };
}
