import type { IndicatorRow } from '@voz/core';
import type { GeoNode, TenantMetadata } from '@voz/schema';
import { groupLabel } from '../shared/values.js';
import {
  OUTLINE_COUNTRIES,
  inBounds,
  pointBounds,
  shapeBounds,
  unionBounds,
  type Bounds,
  type LonLat,
  type ProjectionKind,
  type Shape,
} from './geo.js';

// How the map widget places rows: a row's groupId names a geography of the tenant's metadata,
// whose `mapCode` joins it to a shape (choropleths) and whose `coordinates` place it as a point.
// Pure functions, independent of the box the map is drawn in.

/** The maps of the widget (config.map). */
export type MapKind = 'points' | 'mx-states' | 'cl-regions' | 'world';

/** Geographies of the metadata by id (as text: row ids may come as numbers or strings). */
export function geographiesById(metadata: TenantMetadata | undefined): ReadonlyMap<string, GeoNode> {
  const byId = new Map<string, GeoNode>();
  const walk = (node: GeoNode): void => {
    byId.set(String(node.id), node);
    node.children?.forEach(walk);
  };
  if (metadata?.geographies.root) walk(metadata.geographies.root);
  return byId;
}

/** A name compared loosely: lower case, without accents, punctuation or extra spaces. */
export function looseName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A map code in the form the shapes use: ISO numeric codes with three digits, others upper case. */
export function normalCode(code: string): string {
  const trimmed = code.trim();
  return /^\d{1,3}$/.test(trimmed) ? trimmed.padStart(3, '0') : trimmed.toUpperCase();
}

/** A shape with the rows joined to it. */
export interface JoinedArea {
  shape: Shape;
  /** Count-weighted mean of the joined rows' values; null without rows or values. */
  value: number | null;
  /** Sum of the joined rows' counts. */
  count: number;
  /** Names of the joined rows. */
  names: string[];
}

/** A row with a name and a value, placed on the map. */
export interface PlacedRow {
  row: IndicatorRow;
  name: string;
}

/** Rows joined to a choropleth's shapes. */
export interface ChoroplethJoin {
  /** Every shape, with its rows (value null when none). */
  areas: JoinedArea[];
  /** Rows joined to a shape. */
  placed: PlacedRow[];
  /** Rows with no shape: no metadata code, or a code the map does not have. */
  unplaced: PlacedRow[];
}

/** The weighted mean of some rows' values (by count; a plain mean when every count is 0). */
function meanOf(rows: readonly IndicatorRow[]): number | null {
  const valued = rows.filter((r) => r.value !== null && Number.isFinite(r.value));
  if (valued.length === 0) return null;
  const weight = valued.reduce((s, r) => s + Math.max(0, r.count), 0);
  if (weight === 0) return valued.reduce((s, r) => s + (r.value ?? 0), 0) / valued.length;
  return valued.reduce((s, r) => s + (r.value ?? 0) * Math.max(0, r.count), 0) / weight;
}

/**
 * Joins rows to shapes: by the map code of the row's geography in the metadata, else by the row's
 * own group when it is a code of the map, else by name (previews without metadata).
 */
export function joinChoropleth(
  shapes: readonly Shape[],
  rows: readonly IndicatorRow[],
  metadata: TenantMetadata | undefined,
): ChoroplethJoin {
  const geographies = geographiesById(metadata);
  const byCode = new Map(shapes.map((s) => [normalCode(s.id), s] as const));
  const byName = new Map(shapes.map((s) => [looseName(s.name), s] as const));
  const rowsOf = new Map<Shape, IndicatorRow[]>();
  const placed: PlacedRow[] = [];
  const unplaced: PlacedRow[] = [];
  for (const row of rows) {
    const name = groupLabel(row);
    const node = row.groupId === null ? undefined : geographies.get(String(row.groupId));
    let shape: Shape | undefined;
    if (node?.mapCode !== undefined) shape = byCode.get(normalCode(node.mapCode));
    else {
      shape =
        (row.groupId !== null ? byCode.get(normalCode(String(row.groupId))) : undefined) ??
        (row.group !== null ? byCode.get(normalCode(row.group)) : undefined) ??
        byName.get(looseName(name));
    }
    if (!shape) {
      unplaced.push({ row, name });
      continue;
    }
    placed.push({ row, name });
    const list = rowsOf.get(shape);
    if (list) list.push(row);
    else rowsOf.set(shape, [row]);
  }
  const areas = shapes.map((shape) => {
    const joined = rowsOf.get(shape) ?? [];
    return {
      shape,
      value: meanOf(joined),
      count: joined.reduce((s, r) => s + r.count, 0),
      names: joined.map(groupLabel),
    };
  });
  return { areas, placed, unplaced };
}

/** A row placed at its geography's coordinates. */
export interface PlacedPoint extends PlacedRow {
  position: LonLat;
}

/** Rows placed at their geographies' coordinates, and those without any. */
export function placePoints(
  rows: readonly IndicatorRow[],
  metadata: TenantMetadata | undefined,
): { points: PlacedPoint[]; unplaced: PlacedRow[] } {
  const geographies = geographiesById(metadata);
  const points: PlacedPoint[] = [];
  const unplaced: PlacedRow[] = [];
  for (const row of rows) {
    const name = groupLabel(row);
    const coordinates = row.groupId === null ? undefined : geographies.get(String(row.groupId))?.coordinates;
    const valid =
      coordinates !== undefined &&
      Number.isFinite(coordinates[0]) &&
      Number.isFinite(coordinates[1]) &&
      Math.abs(coordinates[0]) <= 180 &&
      Math.abs(coordinates[1]) <= 90;
    if (valid) points.push({ row, name, position: [coordinates[0], coordinates[1]] });
    else unplaced.push({ row, name });
  }
  return { points, unplaced };
}

/** What a point map draws under its points. */
export interface Backdrop {
  /** Shapes drawn as the outline. */
  shapes: Shape[];
  /** The box the projection fits. */
  bounds: Bounds;
  projection: ProjectionKind;
  /** ISO numeric code of the country outlined, or null for the region around the points. */
  country: string | null;
}

/**
 * The outline under some points: the country (Chile or Mexico) whose box holds most of them, the
 * box grown to the points outside it; when no country holds most, the world's countries around
 * the points.
 */
export function backdropFor(points: readonly LonLat[], world: readonly Shape[]): Backdrop | null {
  const extent = pointBounds(points);
  if (!extent) return null;
  let best: { shape: Shape; bounds: Bounds; inside: number } | null = null;
  for (const code of OUTLINE_COUNTRIES) {
    const shape = world.find((s) => s.id === code);
    const bounds = shape ? shapeBounds([shape]) : null;
    if (!shape || !bounds) continue;
    const inside = points.filter((p) => inBounds(p, bounds, 1)).length;
    if (!best || inside > best.inside) best = { shape, bounds, inside };
  }
  if (best && best.inside * 2 > points.length) {
    return {
      shapes: [best.shape],
      bounds: unionBounds(best.bounds, extent) ?? best.bounds,
      projection: 'mercator',
      country: best.shape.id,
    };
  }
  const [west, south, east, north] = extent;
  const margin = Math.max(3, (east - west) * 0.15, (north - south) * 0.15);
  return {
    shapes: [...world],
    bounds: [
      Math.max(-180, west - margin),
      Math.max(-80, south - margin),
      Math.min(180, east + margin),
      Math.min(84, north + margin),
    ],
    projection: 'mercator',
    country: null,
  };
}

/** The box a world choropleth fits: every continent but Antarctica. */
export const WORLD_BOUNDS: Bounds = [-180, -58, 180, 84];
