import type { Dashboard } from '@voz/schema';
import { resolveDashboard, type ResolveContext, type ResolvedDashboard } from './resolveDashboard.js';

/** One view of a dashboard that a critical-moment selection gives, told apart from the others. */
export interface MomentView {
  /** The selection that shows it (empty: the root, nothing chosen). */
  criticalMoments: number[];
  /** The dashboard resolved for that selection. */
  resolved: ResolvedDashboard;
  /** What tells it apart: the background and every visible widget with its final cells. */
  signature: string;
}

/** The background and the visible widgets with their cells: two selections with one signature look alike. */
export function viewSignature(resolved: ResolvedDashboard): string {
  const widgets = resolved.widgets
    .filter((item) => item.visible)
    .map((item) => `${item.widget.id}@${item.position.join(',')}+${item.size.join('x')}`);
  return `${resolved.background}|${widgets.join(';')}`;
}

/**
 * The critical-moment selections whose render conditions, layout variants and background variants tell
 * apart, one per distinct view: the root (nothing chosen) first, then each candidate moment alone, in
 * the order given, keeping a selection only when its view differs from every view kept before it.
 * `candidates` are the moment ids to try (a tenant's whole tree, for instance); `context` is everything
 * else the dashboard is resolved for (its own `criticalMoments` is ignored).
 */
export function momentViews(
  dashboard: Dashboard,
  context: ResolveContext,
  candidates: readonly number[],
): MomentView[] {
  const views: MomentView[] = [];
  const seen = new Set<string>();
  for (const selection of [[], ...candidates.map((id) => [id])]) {
    const resolved = resolveDashboard(dashboard, { ...context, criticalMoments: selection });
    const signature = viewSignature(resolved);
    if (seen.has(signature)) continue;
    seen.add(signature);
    views.push({ criticalMoments: selection, resolved, signature });
  }
  return views;
}
