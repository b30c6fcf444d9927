import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BIFF, MAX_RECORD_DATA, biff8WorkbookStream, compoundFile, writeXls } from './biff8.js';
import { readCompoundFile, readXls } from './biff8-reader.js';
import { XLS_MAX_ROWS, safeSheetName, type CellValue, type SheetData } from './sheet-data.js';

/** What a sheet reads back as: empty strings and non-finite numbers are empty cells, trailing ones dropped. */
function expected(sheet: SheetData): CellValue[][] {
  return [sheet.header, ...sheet.rows].map((row) => {
    const cells = row.map((v) => (v === '' || (typeof v === 'number' && !Number.isFinite(v)) ? null : v));
    while (cells.length && cells[cells.length - 1] === null) cells.pop();
    return cells;
  });
}

function trimTrailingEmptyRows(rows: CellValue[][]): CellValue[][] {
  const out = [...rows];
  while (out.length && out[out.length - 1]!.length === 0) out.pop();
  return out;
}

describe('BIFF8 .xls writer', { timeout: 60_000 }, () => {
  it('writes a Compound File whose Workbook stream reads back cell for cell, with a bold header', () => {
    const sheet: SheetData = {
      name: 'Respuestas',
      header: ['Fecha', 'Cliente', 'Código', 'Recomendación'],
      rows: [
        ['15/11/2026 09:30', 'José Núñez', 'C-001', 10],
        ['16/11/2026 18:05', 'Ñandú Pérez', 'C-002', -2.5],
        ['17/11/2026 00:00', null, 'C-003', null],
      ],
      widths: [18, 20, 10, 14],
    };
    const bytes = writeXls(sheet);
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
    const book = readXls(bytes);
    expect(book.sheets).toHaveLength(1);
    expect(book.sheets[0]!.name).toBe('Respuestas');
    expect(trimTrailingEmptyRows(book.sheets[0]!.rows)).toEqual(expected(sheet));
    const styles = book.sheets[0]!.styles;
    expect(styles[0]!.every((xf) => xf !== null && book.boldXf[xf])).toBe(true);
    expect(styles[1]!.every((xf) => xf === null || !book.boldXf[xf])).toBe(true);
    // The file is a whole number of 512-byte sectors after the header, and the stream never sits in the mini stream.
    expect(bytes.length % 512).toBe(0);
    expect(readCompoundFile(bytes).get('Workbook')!.length % 4096).toBe(0);
  });

  it('splits the shared strings over CONTINUE records, long texts included', () => {
    const long = 'Comentario con acentos: áéíóú ñ — '.repeat(400); // ~14,000 characters
    const rows: CellValue[][] = Array.from({ length: 700 }, (_, i) => [`Texto número ${i} ${'x'.repeat(i % 50)}`, i]);
    rows.push([long, 1], ['emoji 😀 y más 😀😀', 2]);
    const sheet: SheetData = { name: 'Largo', header: ['Texto', 'N'], rows };
    const stream = biff8WorkbookStream(sheet);
    let continues = 0;
    for (let at = 0; at + 4 <= stream.length;) {
      const type = stream.readUInt16LE(at);
      const size = stream.readUInt16LE(at + 2);
      expect(size).toBeLessThanOrEqual(MAX_RECORD_DATA);
      if (type === BIFF.CONTINUE) continues++;
      at += 4 + size;
      if (type === BIFF.EOF && at > stream.length - 100) break;
    }
    expect(continues).toBeGreaterThan(2);
    const book = readXls(writeXls(sheet));
    expect(trimTrailingEmptyRows(book.sheets[0]!.rows)).toEqual(expected(sheet));
  });

  it('reads back any sheet of text, numbers and empty cells (property)', () => {
    const cell = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.double({ noNaN: false }),
      fc.integer(),
      fc.constant(null),
    );
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 20 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 40 }),
        (header, rows) => {
          const sheet: SheetData = { name: 'Hoja', header, rows };
          const back = readXls(writeXls(sheet)).sheets[0]!.rows;
          expect(trimTrailingEmptyRows(back)).toEqual(trimTrailingEmptyRows(expected(sheet)));
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  });

  it('lists FAT sectors beyond the header in DIFAT sectors for streams over 7 MB', () => {
    const data = Buffer.alloc(8 * 1024 * 1024 + 123);
    for (let i = 0; i < data.length; i += 997) data[i] = i % 251;
    const file = compoundFile('Workbook', data);
    expect(file.readUInt32LE(72)).toBeGreaterThan(0); // DIFAT sectors
    const stream = readCompoundFile(file).get('Workbook')!;
    expect(stream.subarray(0, data.length).equals(data)).toBe(true);
    expect(stream.subarray(data.length).every((b) => b === 0)).toBe(true);
  });

  it('is deterministic and refuses what BIFF8 cannot hold', () => {
    const sheet: SheetData = { name: 'A', header: ['x'], rows: [[1], ['dos']] };
    expect(writeXls(sheet).equals(writeXls(sheet))).toBe(true);
    expect(() => writeXls({ name: 'A', header: ['x'], rows: Array.from({ length: XLS_MAX_ROWS }, () => [1]) })).toThrow(
      RangeError,
    );
    expect(() => writeXls({ name: 'A', header: Array.from({ length: 257 }, () => 'c'), rows: [] })).toThrow(RangeError);
  });

  it('refuses malformed files when reading', () => {
    const bytes = writeXls({ name: 'A', header: ['x'], rows: [['y']] });
    expect(() => readXls(bytes.subarray(0, 400))).toThrow(/corto/);
    const broken = Buffer.from(bytes);
    broken[0] = 0;
    expect(() => readXls(broken)).toThrow(/firma/);
  });

  it('makes sheet names Excel accepts', () => {
    expect(safeSheetName('Respuestas de Venta: 2026/11')).toBe('Respuestas de Venta  2026 11');
    expect(safeSheetName('x'.repeat(40))).toHaveLength(31);
    expect(safeSheetName("''")).toBe('Hoja1');
  });
});
