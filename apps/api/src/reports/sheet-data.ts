// The one shape both Excel writers take: a sheet with a header row and data rows. Keeping the
// report logic on this shape makes the xlsx and the xls files of one report hold the same cells.

/** The value of one cell: text, a number, or nothing (an empty cell). */
export type CellValue = string | number | null;

/** One worksheet: a bold header row and the data rows under it. */
export interface SheetData {
  /** Sheet name (Excel allows 31 characters, without []:*?/\). */
  name: string;
  /** Column titles. */
  header: readonly string[];
  /** Data rows, one value per column (missing trailing values are empty cells). */
  rows: readonly (readonly CellValue[])[];
  /** Column widths in characters (Excel's default width when absent). */
  widths?: readonly number[];
}

/** Rows an xls (BIFF8) sheet holds, the header row included. */
export const XLS_MAX_ROWS = 65_536;
/** Columns an xls (BIFF8) sheet holds. */
export const XLS_MAX_COLUMNS = 256;
/** Characters Excel keeps in one cell. */
export const MAX_CELL_TEXT = 32_767;

/** A sheet name Excel accepts: forbidden characters replaced, at most 31 characters, never empty. */
export function safeSheetName(name: string): string {
  const cleaned = name
    .replace(/[[\]:*?/\\]/g, ' ')
    .replace(/^'+|'+$/g, '')
    .trim()
    .slice(0, 31)
    .trim();
  return cleaned || 'Hoja1';
}

/** Width of a column in characters: its longest value, between 8 and 60. */
export function columnWidths(header: readonly string[], rows: readonly (readonly CellValue[])[]): number[] {
  const widths = header.map((title) => title.length);
  // A sample is enough to size columns; scanning every row of a large report costs for nothing.
  for (const row of rows.slice(0, 500)) {
    row.forEach((value, i) => {
      const length = value === null ? 0 : String(value).length;
      if (length > (widths[i] ?? 0)) widths[i] = length;
    });
  }
  return widths.map((w) => Math.min(60, Math.max(8, w + 2)));
}
