/* eslint-disable */
// GENERATED FILE - DO NOT EDIT.
// Produced by `npm run gen:types` (scripts/gen-types.mjs) from schemas/*.schema.json;
// edit the schemas and regenerate. CI fails when this file is out of date.

import type { PaletteToken } from './types.gen.js';

/** Hex colour of every palette token (schemas/color-scale.schema.json, x-voz-palette). */
export const PALETTE: Readonly<Record<PaletteToken, string>> = {
  "green": "#88DD76",
  "amber": "#F3AF5A",
  "red": "#CD4245",
  "redSoft": "#DB7476",
  "cyan": "#8CF0EA",
  "neutral": "#B8C0CC",
  "chart1": "#3B6FD8",
  "chart2": "#36B3A8",
  "chart3": "#F3AF5A",
  "chart4": "#8E6BD8",
  "chart5": "#E5738F",
  "chart6": "#5BB6E8",
  "chart7": "#9CC65A",
  "chart8": "#7A8699",
  "satisfaction1": "#8E1B1E",
  "satisfaction2": "#DB7476",
  "satisfaction3": "#F3AF5A",
  "satisfaction4": "#88DD76",
  "satisfaction5": "#3F9E4D"
};
