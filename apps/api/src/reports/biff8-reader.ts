import { BIFF } from './biff8.js';
import type { CellValue } from './sheet-data.js';

// A strict reader of the .xls files biff8.ts writes (and of simple BIFF8 files in general): it
// walks the Compound File's DIFAT, FAT and directory, follows the Workbook stream's sector chain,
// then parses the BIFF8 records, shared strings with their CONTINUE records included. It refuses
// anything malformed (a broken chain, a record running past the stream, a cell pointing at a
// missing string or style) so the tests prove the bytes are a well-formed workbook, not only that
// some text is in them.

/** One sheet read back: its name and its cells by row, with null for empty cells. */
export interface XlsSheet {
  name: string;
  rows: CellValue[][];
  /** XF (style) index of each non-empty cell, same layout as rows. */
  styles: (number | null)[][];
}

/** A workbook read back. */
export interface XlsWorkbook {
  sheets: XlsSheet[];
  /** Number of FONT records in the globals. */
  fonts: number;
  /** Number of XF records in the globals. */
  xfs: number;
  /** Whether the font of an XF is bold, by XF index. */
  boldXf: boolean[];
}

const FREESECT = 0xffffffff;
const ENDOFCHAIN = 0xfffffffe;

function fail(message: string): never {
  throw new Error(`xls no válido: ${message}`);
}

/** The streams of a Compound File Binary, by name (regular streams only). */
export function readCompoundFile(bytes: Uint8Array): Map<string, Buffer> {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (file.length < 512) fail('archivo demasiado corto');
  if (!file.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) {
    fail('falta la firma del Compound File');
  }
  if (file.readUInt16LE(28) !== 0xfffe) fail('orden de bytes');
  const sectorShift = file.readUInt16LE(30);
  if (sectorShift !== 9 && sectorShift !== 12) fail(`tamaño de sector 2^${sectorShift}`);
  const sector = 1 << sectorShift;
  const sectors = Math.floor((file.length - sector) / sector);
  const sectorAt = (id: number): number => {
    if (id >= sectors) fail(`sector ${id} fuera del archivo`);
    return sector * (1 + id);
  };
  const fatCount = file.readUInt32LE(44);
  const dirStart = file.readUInt32LE(48);
  const cutoff = file.readUInt32LE(56);
  let difatNext = file.readUInt32LE(68);
  const difatCount = file.readUInt32LE(72);

  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i++) {
    const id = file.readUInt32LE(76 + 4 * i);
    if (id !== FREESECT) fatSectors.push(id);
  }
  const perSector = sector / 4;
  for (let d = 0; d < difatCount; d++) {
    if (difatNext === ENDOFCHAIN) fail('cadena DIFAT corta');
    const at = sectorAt(difatNext);
    for (let i = 0; i < perSector - 1; i++) {
      const id = file.readUInt32LE(at + 4 * i);
      if (id !== FREESECT) fatSectors.push(id);
    }
    difatNext = file.readUInt32LE(at + 4 * (perSector - 1));
  }
  if (fatSectors.length !== fatCount) fail(`${fatSectors.length} sectores FAT, el encabezado dice ${fatCount}`);
  const fat: number[] = [];
  for (const id of fatSectors) {
    const at = sectorAt(id);
    for (let i = 0; i < perSector; i++) fat.push(file.readUInt32LE(at + 4 * i));
  }

  const chain = (start: number): Buffer => {
    const parts: Buffer[] = [];
    const seen = new Set<number>();
    let id = start;
    while (id !== ENDOFCHAIN) {
      if (seen.has(id)) fail('cadena de sectores circular');
      if (id >= fat.length) fail(`sector ${id} sin entrada en la FAT`);
      seen.add(id);
      const at = sectorAt(id);
      parts.push(file.subarray(at, at + sector));
      id = fat[id] as number;
      if (id === FREESECT) fail('cadena de sectores termina en un sector libre');
    }
    return Buffer.concat(parts);
  };

  const directory = chain(dirStart);
  const streams = new Map<string, Buffer>();
  for (let at = 0; at + 128 <= directory.length; at += 128) {
    const type = directory.readUInt8(at + 66);
    if (type !== 2) continue;
    const nameLength = directory.readUInt16LE(at + 64);
    const name = directory.toString('utf16le', at, at + Math.max(0, nameLength - 2));
    const start = directory.readUInt32LE(at + 116);
    const size = directory.readUInt32LE(at + 120);
    if (size < cutoff) fail(`el flujo ${name} está en el mini stream (no soportado)`);
    const data = chain(start);
    if (data.length < size) fail(`el flujo ${name} es más corto que su tamaño`);
    streams.set(name, data.subarray(0, size));
  }
  return streams;
}

interface BiffRecord {
  type: number;
  data: Buffer;
  offset: number;
}

function records(stream: Buffer, from: number): BiffRecord[] {
  const out: BiffRecord[] = [];
  let at = from;
  for (;;) {
    if (at + 4 > stream.length) fail('el flujo termina sin EOF');
    const type = stream.readUInt16LE(at);
    const size = stream.readUInt16LE(at + 2);
    if (size > 8224) fail(`registro 0x${type.toString(16)} de ${size} bytes`);
    if (at + 4 + size > stream.length) fail(`registro 0x${type.toString(16)} sale del flujo`);
    out.push({ type, data: stream.subarray(at + 4, at + 4 + size), offset: at });
    at += 4 + size;
    if (type === BIFF.EOF) return out;
  }
}

/** Reads the shared strings of an SST record and its CONTINUE records. */
function sharedStrings(segments: Buffer[]): string[] {
  let seg = 0;
  let at = 8;
  const first = segments[0];
  if (!first || first.length < 8) fail('SST corto');
  const unique = first.readUInt32LE(4);
  const need = (n: number): Buffer => {
    let current = segments[seg] as Buffer;
    if (at + n > current.length) {
      if (at !== current.length) fail('campo de texto partido entre registros');
      seg++;
      at = 0;
      current = segments[seg] ?? fail('SST termina antes de tiempo');
      if (at + n > current.length) fail('SST corto');
    }
    return current;
  };
  const strings: string[] = [];
  for (let s = 0; s < unique; s++) {
    let buf = need(3);
    const count = buf.readUInt16LE(at);
    let flags = buf.readUInt8(at + 2);
    at += 3;
    let runs = 0;
    let ext = 0;
    if (flags & 0x08) {
      runs = need(2).readUInt16LE(at);
      at += 2;
    }
    if (flags & 0x04) {
      ext = need(4).readUInt32LE(at);
      at += 4;
    }
    let text = '';
    let left = count;
    while (left > 0) {
      buf = segments[seg] as Buffer;
      if (at >= buf.length) {
        seg++;
        buf = segments[seg] ?? fail('SST termina dentro de un texto');
        flags = buf.readUInt8(0);
        at = 1;
      }
      const wide = (flags & 0x01) === 1;
      const width = wide ? 2 : 1;
      const take = Math.min(left, Math.floor((buf.length - at) / width));
      if (take === 0) fail('carácter partido entre registros');
      text += wide ? buf.toString('utf16le', at, at + take * 2) : buf.toString('latin1', at, at + take);
      at += take * width;
      left -= take;
    }
    let skip = runs * 4 + ext;
    while (skip > 0) {
      buf = segments[seg] as Buffer;
      if (at >= buf.length) {
        seg++;
        buf = segments[seg] ?? fail('SST termina dentro de un formato');
        at = 0;
      }
      const take = Math.min(skip, buf.length - at);
      at += take;
      skip -= take;
    }
    strings.push(text);
  }
  return strings;
}

function shortString(data: Buffer, at: number): string {
  const count = data.readUInt8(at);
  const wide = (data.readUInt8(at + 1) & 1) === 1;
  return wide ? data.toString('utf16le', at + 2, at + 2 + count * 2) : data.toString('latin1', at + 2, at + 2 + count);
}

/** Reads a BIFF8 .xls workbook: its sheets' cells, fonts and styles; throws when malformed. */
export function readXls(bytes: Uint8Array): XlsWorkbook {
  const stream = readCompoundFile(bytes).get('Workbook') ?? fail('no hay flujo Workbook');
  const globals = records(stream, 0);
  const bof = globals[0];
  if (bof?.type !== BIFF.BOF || bof.data.readUInt16LE(0) !== 0x0600 || bof.data.readUInt16LE(2) !== 0x0005) {
    fail('el flujo no empieza con el BOF de un libro BIFF8');
  }
  const sheets: { name: string; offset: number }[] = [];
  const fontBold: boolean[] = [];
  const xfFont: number[] = [];
  const sstSegments: Buffer[] = [];
  let inSst = false;
  for (const record of globals) {
    if (record.type === BIFF.CONTINUE && inSst) {
      sstSegments.push(record.data);
      continue;
    }
    inSst = false;
    if (record.type === BIFF.FONT) fontBold.push(record.data.readUInt16LE(6) >= 700);
    else if (record.type === BIFF.XF) xfFont.push(record.data.readUInt16LE(0));
    else if (record.type === BIFF.BOUNDSHEET) {
      sheets.push({ offset: record.data.readUInt32LE(0), name: shortString(record.data, 6) });
    } else if (record.type === BIFF.SST) {
      sstSegments.push(record.data);
      inSst = true;
    }
  }
  const strings = sstSegments.length ? sharedStrings(sstSegments) : [];
  const fontOf = (index: number): boolean | undefined => fontBold[index < 4 ? index : index - 1];
  const boldXf = xfFont.map((font) => {
    const bold = fontOf(font);
    if (bold === undefined) fail(`XF apunta a la fuente ${font}, que no existe`);
    return bold;
  });

  const out: XlsSheet[] = sheets.map(({ name, offset }) => {
    const sheetRecords = records(stream, offset);
    const sheetBof = sheetRecords[0];
    if (sheetBof?.type !== BIFF.BOF || sheetBof.data.readUInt16LE(2) !== 0x0010) {
      fail(`la hoja ${name} no empieza con el BOF de una hoja`);
    }
    const rows: CellValue[][] = [];
    const styles: (number | null)[][] = [];
    let dims: { rowEnd: number; colEnd: number } | undefined;
    const put = (r: number, c: number, xf: number, value: CellValue): void => {
      if (xf >= xfFont.length) fail(`celda ${r},${c} con el XF ${xf}, que no existe`);
      if (!dims || r >= dims.rowEnd || c >= dims.colEnd) fail(`celda ${r},${c} fuera de DIMENSIONS`);
      while (rows.length <= r) {
        rows.push([]);
        styles.push([]);
      }
      const row = rows[r] as CellValue[];
      const style = styles[r] as (number | null)[];
      while (row.length < c) {
        row.push(null);
        style.push(null);
      }
      row[c] = value;
      style[c] = xf;
    };
    for (const { type, data } of sheetRecords) {
      if (type === BIFF.DIMENSIONS) dims = { rowEnd: data.readUInt32LE(4), colEnd: data.readUInt16LE(10) };
      else if (type === BIFF.LABELSST) {
        const index = data.readUInt32LE(6);
        const text = strings[index];
        if (text === undefined) fail(`LABELSST apunta al texto ${index}, que no existe`);
        put(data.readUInt16LE(0), data.readUInt16LE(2), data.readUInt16LE(4), text);
      } else if (type === BIFF.NUMBER) {
        put(data.readUInt16LE(0), data.readUInt16LE(2), data.readUInt16LE(4), data.readDoubleLE(6));
      } else if (type === 0x027e) {
        // RK: a number packed in 30 bits (Excel writes these; this writer does not).
        const rk = data.readInt32LE(6);
        let value = rk & 0x02 ? rk >> 2 : Buffer.from([0, 0, 0, 0, ...bytesOf(rk & ~3)]).readDoubleLE(0);
        if (rk & 0x01) value /= 100;
        put(data.readUInt16LE(0), data.readUInt16LE(2), data.readUInt16LE(4), value);
      }
    }
    return { name, rows, styles };
  });
  return { sheets: out, fonts: fontBold.length, xfs: xfFont.length, boldXf };
}

function bytesOf(value: number): number[] {
  const b = Buffer.alloc(4);
  b.writeInt32LE(value);
  return [...b];
}
