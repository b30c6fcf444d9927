// The path of a trend line through its points, rounded by the tenant's smooth factor
// (`defaults.smoothFactor`, platform-core §9: 0.5). The curve is a cardinal spline of tension
// 1 − factor (d3's curveCardinal): 0 draws straight segments, 1 the roundest (Catmull-Rom) curve.
// It passes through every point, so the dots stay on their values; only the segments bend.

/** A point of a drawn line; a null coordinate is a missing value, which breaks the line. */
export interface PathPoint {
  x: number | null;
  y: number | null;
}

interface Xy {
  x: number;
  y: number;
}

const num = (n: number): string => String(Math.round(n * 100) / 100);

/** One unbroken run of points as SVG path commands. */
function runPath(run: readonly Xy[], factor: number): string {
  const first = run[0] as Xy;
  let d = `M${num(first.x)},${num(first.y)}`;
  if (run.length === 1) return d;
  if (factor <= 0 || run.length === 2) {
    for (const p of run.slice(1)) d += `L${num(p.x)},${num(p.y)}`;
    return d;
  }
  // Control points of the segment p1 → p2 from its neighbours (the ends repeat themselves).
  const k = factor / 6;
  for (let i = 0; i < run.length - 1; i++) {
    const p1 = run[i] as Xy;
    const p0 = run[i - 1] ?? p1;
    const p2 = run[i + 1] as Xy;
    const p3 = run[i + 2] ?? p2;
    const c1 = { x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y) };
    const c2 = { x: p2.x - k * (p3.x - p1.x), y: p2.y - k * (p3.y - p1.y) };
    d += `C${num(c1.x)},${num(c1.y)},${num(c2.x)},${num(c2.y)},${num(p2.x)},${num(p2.y)}`;
  }
  return d;
}

/**
 * The SVG path of a line through `points` in order, smoothed by `factor` (clamped to 0–1); a point
 * with a null coordinate breaks the line in two. Empty when no point has both coordinates.
 */
export function smoothPath(points: readonly PathPoint[], factor: number): string {
  const f = Number.isFinite(factor) ? Math.min(1, Math.max(0, factor)) : 0;
  const runs: Xy[][] = [[]];
  for (const p of points) {
    if (p.x === null || p.y === null) runs.push([]);
    else runs[runs.length - 1]?.push({ x: p.x, y: p.y });
  }
  return runs
    .filter((run) => run.length > 0)
    .map((run) => runPath(run, f))
    .join('');
}
