import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

// The shapes of the map widget and the few projection helpers it needs: a Mercator projection for
// one country, Natural Earth for the world, fitted to a box in pixels. The shapes ship with the
// repository (maps/*.topo.json, see maps/README.md) or with the world-atlas package, and load
// lazily: each is a separate chunk imported the first time a map needs it.

/** A position in degrees: [longitude, latitude]. */
export type LonLat = readonly [number, number];

/** A polygon: its outer ring, then its holes. */
export type Polygon = readonly (readonly LonLat[])[];

/** One shape of a map: a subdivision or a country. */
export interface Shape {
  /** Join code: ISO 3166-2 (MX-JAL, CL-RM) or ISO 3166-1 numeric ('152'). */
  id: string;
  /** Name in the shape file. */
  name: string;
  polygons: readonly Polygon[];
}

/** The shape sets that can be loaded. */
export type ShapeSet = 'mx-states' | 'cl-regions' | 'world';

/** ISO 3166-1 numeric codes of the countries whose outline a point map may draw. */
export const OUTLINE_COUNTRIES = ['152', '484'] as const;

/** ISO numeric code of Antarctica, left out of world maps (it would take a third of the box). */
const ANTARCTICA = '010';

function toShapes(topology: Topology, objectName: string): Shape[] {
  const object = topology.objects[objectName] as GeometryCollection<{ name?: string }> | undefined;
  if (!object) throw new Error(`map data has no object ${objectName}`);
  const collection = feature(topology, object);
  const shapes: Shape[] = [];
  for (const f of collection.features) {
    const geometry = f.geometry;
    let polygons: Polygon[];
    if (geometry.type === 'Polygon') polygons = [geometry.coordinates as unknown as Polygon];
    else if (geometry.type === 'MultiPolygon') polygons = geometry.coordinates as unknown as Polygon[];
    else continue;
    const id = f.id === undefined ? '' : String(f.id);
    shapes.push({ id, name: f.properties?.name ?? id, polygons: polygons.map(unwrapPolygon) });
  }
  return shapes;
}

/**
 * Rings crossing the antimeridian (Russia, Fiji) jump from 180° to −180°; drawn on a plane they
 * would streak across the map. Longitudes are made continuous instead (the part beyond 180° falls
 * outside the world's box and is clipped).
 */
export function unwrapPolygon(polygon: Polygon): Polygon {
  // Most rings never cross it: they are scanned and kept as they are (copying every position of the
  // world's 177 countries was most of a map's first draw).
  return polygon.some(crossesAntimeridian) ? polygon.map(unwrapRing) : polygon;
}

function crossesAntimeridian(ring: readonly LonLat[]): boolean {
  for (let i = 1; i < ring.length; i++) {
    if (Math.abs(ring[i]![0] - ring[i - 1]![0]) > 180) return true;
  }
  return false;
}

function unwrapRing(ring: readonly LonLat[]): readonly LonLat[] {
  if (!crossesAntimeridian(ring)) return ring;
  let shift = 0;
  let previous: number | undefined;
  return ring.map(([lon, lat]): LonLat => {
    if (previous !== undefined) {
      if (lon + shift - previous > 180) shift -= 360;
      else if (lon + shift - previous < -180) shift += 360;
    }
    previous = lon + shift;
    return [lon + shift, lat];
  });
}

/** A load of a shape set: its promise, and when it failed. */
interface Load {
  promise: Promise<Shape[]>;
  failedAt?: number;
}

const loads = new Map<ShapeSet, Load>();

/** A failed load is tried again only after this long (a retry click, not React's own re-render). */
const RETRY_AFTER_MS = 1000;

async function loadSet(set: ShapeSet): Promise<Shape[]> {
  switch (set) {
    case 'mx-states': {
      const data = await import('./mx-states.topo.json');
      return toShapes(data.default as unknown as Topology, 'states');
    }
    case 'cl-regions': {
      const data = await import('./cl-regions.topo.json');
      return toShapes(data.default as unknown as Topology, 'regions');
    }
    case 'world': {
      const data = await import('world-atlas/countries-110m.json');
      return toShapes(data.default as unknown as Topology, 'countries').filter((s) => s.id !== ANTARCTICA);
    }
  }
}

/**
 * The shapes of a set, loaded once: the same promise for every caller (so React's `use` can
 * suspend on it). A failed load keeps its rejected promise for a second, so the renderer fails
 * once into the frame's error state, and is loaded again when the reader retries.
 */
export function loadShapes(set: ShapeSet): Promise<Shape[]> {
  const found = loads.get(set);
  if (found && (found.failedAt === undefined || Date.now() - found.failedAt < RETRY_AFTER_MS)) return found.promise;
  const load: Load = { promise: loadSet(set) };
  load.promise.catch(() => {
    load.failedAt = Date.now();
  });
  loads.set(set, load);
  return load.promise;
}

/** A bounding box in degrees: [west, south, east, north]. */
export type Bounds = readonly [number, number, number, number];

/** The bounds of some shapes' outer rings (holes lie inside them). */
export function shapeBounds(shapes: readonly Shape[]): Bounds | null {
  return pointBounds(shapes.flatMap((s) => s.polygons.flatMap((p) => p[0] ?? [])));
}

/** The bounds of some positions, or null for none. */
export function pointBounds(points: readonly LonLat[]): Bounds | null {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const [lon, lat] of points) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west, south, east, north];
}

/** Both boxes in one. */
export function unionBounds(a: Bounds | null, b: Bounds | null): Bounds | null {
  if (!a) return b;
  if (!b) return a;
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

/** Whether a position lies inside a box grown by `margin` degrees. */
export function inBounds([lon, lat]: LonLat, bounds: Bounds, margin = 0): boolean {
  return (
    lon >= bounds[0] - margin && lon <= bounds[2] + margin && lat >= bounds[1] - margin && lat <= bounds[3] + margin
  );
}

/** Projections the widget uses. */
export type ProjectionKind = 'mercator' | 'naturalEarth';

const RAD = Math.PI / 180;
const MAX_LAT = 85;

/** The raw projection of a position in radians (y grows to the north). */
function raw(kind: ProjectionKind, lon: number, lat: number): [number, number] {
  const lambda = lon * RAD;
  const phi = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat)) * RAD;
  if (kind === 'mercator') return [lambda, Math.log(Math.tan(Math.PI / 4 + phi / 2))];
  // Natural Earth I (Šavrič et al. 2011), as in d3-geo's geoNaturalEarth1Raw.
  const phi2 = phi * phi;
  const phi4 = phi2 * phi2;
  return [
    lambda * (0.8707 - 0.131979 * phi2 + phi4 * (-0.013791 + phi4 * (0.003971 * phi2 - 0.001529 * phi4))),
    phi * (1.007226 + phi2 * (0.015085 + phi4 * (-0.044475 + 0.028874 * phi2 - 0.005916 * phi4))),
  ];
}

/** A projection fitted to a box: degrees to pixels. */
export type Projector = (position: LonLat) => [number, number];

/**
 * A projection that fits `bounds` in a width × height box with `padding` pixels around, centred.
 * The box's corners and edge midpoints are projected to find the extent (enough for the
 * projections here, whose meridians are straight or gently curved).
 */
export function fitProjection(
  kind: ProjectionKind,
  bounds: Bounds,
  width: number,
  height: number,
  padding = 4,
): Projector {
  const [west, south, east, north] = bounds;
  const midLon = (west + east) / 2;
  const samples: [number, number][] = [];
  for (const lon of [west, midLon, east])
    for (const lat of [south, (south + north) / 2, north]) samples.push(raw(kind, lon, lat));
  const xs = samples.map((p) => p[0]);
  const ys = samples.map((p) => p[1]);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  const innerW = Math.max(1, width - 2 * padding);
  const innerH = Math.max(1, height - 2 * padding);
  const k = Math.min(innerW / Math.max(x1 - x0, 1e-9), innerH / Math.max(y1 - y0, 1e-9));
  const offsetX = padding + (innerW - (x1 - x0) * k) / 2;
  const offsetY = padding + (innerH - (y1 - y0) * k) / 2;
  return ([lon, lat]) => {
    const [x, y] = raw(kind, lon, lat);
    return [offsetX + (x - x0) * k, offsetY + (y1 - y) * k];
  };
}

/** The SVG path of a shape under a projection (one decimal: sub-pixel precision is wasted). */
export function shapePath(shape: Shape, project: Projector): string {
  let d = '';
  for (const polygon of shape.polygons) {
    for (const ring of polygon) {
      let last = '';
      let first = true;
      for (const position of ring) {
        const [x, y] = project(position);
        const point = `${x.toFixed(1)},${y.toFixed(1)}`;
        if (point === last) continue;
        d += `${first ? 'M' : 'L'}${point}`;
        last = point;
        first = false;
      }
      if (!first) d += 'Z';
    }
  }
  return d;
}
