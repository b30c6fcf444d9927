import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { writeXls } from './biff8.js';
import { MAX_CELL_TEXT, safeSheetName, type SheetData } from './sheet-data.js';

/** File types of Excel reports (tenant.json formatting.excelExtension). */
export type ExcelExtension = 'xlsx' | 'xls';

/** An Excel file ready to send. */
export interface ExcelFile {
  bytes: Buffer;
  contentType: string;
  extension: ExcelExtension;
}

/** Media types of the two Excel formats. */
export const EXCEL_CONTENT_TYPES: Readonly<Record<ExcelExtension, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/** Rows written between two yields to the event loop, so a large report does not stall other requests. */
const ROWS_PER_YIELD = 1000;

/**
 * An Office Open XML workbook (.xlsx) of one sheet, written by exceljs's streaming writer (several
 * times faster than the in-memory one on large reports), with a bold, frozen header row.
 */
export async function writeXlsx(sheet: SheetData): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false, useStyles: true });
  workbook.creator = 'Voz';
  const worksheet = workbook.addWorksheet(safeSheetName(sheet.name), { views: [{ state: 'frozen', ySplit: 1 }] });
  if (sheet.widths) worksheet.columns = sheet.widths.map((width) => ({ width }));
  const header = worksheet.addRow([...sheet.header]);
  header.font = { bold: true };
  header.commit();
  let written = 0;
  for (const row of sheet.rows) {
    worksheet.addRow(row.map((v) => (typeof v === 'string' ? v.slice(0, MAX_CELL_TEXT) : v))).commit();
    if (++written % ROWS_PER_YIELD === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  worksheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** The sheet as a file of the tenant's Excel type. */
export async function excelFile(sheet: SheetData, extension: ExcelExtension): Promise<ExcelFile> {
  const bytes = extension === 'xls' ? writeXls(sheet) : await writeXlsx(sheet);
  return { bytes, contentType: EXCEL_CONTENT_TYPES[extension], extension };
}

/**
 * Content-Disposition of a download: an ASCII fallback name (accents dropped, other characters
 * as '_') and the Spanish name itself in RFC 5987 `filename*`.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
