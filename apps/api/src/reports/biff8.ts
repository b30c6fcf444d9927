import { MAX_CELL_TEXT, XLS_MAX_COLUMNS, XLS_MAX_ROWS, safeSheetName, type SheetData } from './sheet-data.js';

// A writer of genuine Excel 97–2003 workbooks (.xls): BIFF8 records in a Compound File Binary
// container, the format Excel opens as .xls without the "format and extension don't match" prompt
// (docs/decisions/0007-excel-reports.md). It writes what reports need and no more: one sheet of
// text and numbers with a bold header row. Record layouts follow [MS-XLS]; the container follows
// [MS-CFB] version 3 (512-byte sectors), laid out as xlwt does: the workbook stream first, padded
// to a multiple of 4096 bytes so it never lives in the mini stream, then the DIFAT and FAT
// sectors, then one directory sector.

/** BIFF8 record types written here (and read back by biff8-reader.ts). */
export const BIFF = {
  BOF: 0x0809,
  EOF: 0x000a,
  INTERFACEHDR: 0x00e1,
  MMS: 0x00c1,
  INTERFACEEND: 0x00e2,
  CODEPAGE: 0x0042,
  DSF: 0x0161,
  TABID: 0x013d,
  FNGROUPCOUNT: 0x009c,
  WINDOWPROTECT: 0x0019,
  PROTECT: 0x0012,
  PASSWORD: 0x0013,
  PROT4REV: 0x01af,
  PROT4REVPASS: 0x01bc,
  BACKUP: 0x0040,
  HIDEOBJ: 0x008d,
  WINDOW1: 0x003d,
  DATEMODE: 0x0022,
  PRECISION: 0x000e,
  REFRESHALL: 0x01b7,
  BOOKBOOL: 0x00da,
  FONT: 0x0031,
  XF: 0x00e0,
  STYLE: 0x0293,
  USESELFS: 0x0160,
  BOUNDSHEET: 0x0085,
  SST: 0x00fc,
  CONTINUE: 0x003c,
  EXTSST: 0x00ff,
  CALCMODE: 0x000d,
  CALCCOUNT: 0x000c,
  REFMODE: 0x000f,
  ITERATION: 0x0011,
  DELTA: 0x0010,
  SAVERECALC: 0x005f,
  GUTS: 0x0080,
  DEFAULTROWHEIGHT: 0x0225,
  WSBOOL: 0x0081,
  COLINFO: 0x007d,
  DIMENSIONS: 0x0200,
  ROW: 0x0208,
  LABELSST: 0x00fd,
  NUMBER: 0x0203,
  WINDOW2: 0x023e,
} as const;

/** Largest data part of one BIFF8 record; longer content continues in CONTINUE records. */
export const MAX_RECORD_DATA = 8224;

// Stream types of BOF.
const BOF_GLOBALS = 0x0005;
const BOF_WORKSHEET = 0x0010;
// XF indexes: 0–15 are style XFs (as xlwt writes them), 16 the plain cell, 17 the bold header.
const XF_CELL = 16;
const XF_HEADER = 17;
// FONT indexes skip 4 (a quirk of every BIFF version): records 0–4 are fonts 0, 1, 2, 3 and 5.
const FONT_BOLD = 6;
const DEFAULT_COLUMN_XF = 15;

/** A growable little-endian byte buffer. */
class ByteWriter {
  private buffer = Buffer.alloc(64 * 1024);
  length = 0;

  private ensure(extra: number): void {
    if (this.length + extra <= this.buffer.length) return;
    let size = this.buffer.length * 2;
    while (size < this.length + extra) size *= 2;
    const next = Buffer.alloc(size);
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }

  u8(value: number): void {
    this.ensure(1);
    this.buffer.writeUInt8(value, this.length);
    this.length += 1;
  }

  u16(value: number): void {
    this.ensure(2);
    this.buffer.writeUInt16LE(value, this.length);
    this.length += 2;
  }

  u32(value: number): void {
    this.ensure(4);
    this.buffer.writeUInt32LE(value >>> 0, this.length);
    this.length += 4;
  }

  f64(value: number): void {
    this.ensure(8);
    this.buffer.writeDoubleLE(value, this.length);
    this.length += 8;
  }

  bytes(data: Uint8Array): void {
    this.ensure(data.length);
    this.buffer.set(data, this.length);
    this.length += data.length;
  }

  patchU16(at: number, value: number): void {
    this.buffer.writeUInt16LE(value, at);
  }

  patchU32(at: number, value: number): void {
    this.buffer.writeUInt32LE(value >>> 0, at);
  }

  /** Starts a record; returns where its length goes, for end(). */
  begin(type: number): number {
    this.u16(type);
    this.u16(0);
    return this.length - 2;
  }

  /** Ends the record begun at `lengthAt`, writing its data length. */
  end(lengthAt: number): void {
    const size = this.length - lengthAt - 2;
    if (size > MAX_RECORD_DATA) throw new RangeError(`BIFF record of ${size} bytes exceeds ${MAX_RECORD_DATA}`);
    this.patchU16(lengthAt, size);
  }

  /** A whole record whose data is a list of 16-bit values. */
  record16(type: number, ...values: number[]): void {
    const at = this.begin(type);
    for (const v of values) this.u16(v);
    this.end(at);
  }

  result(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

function utf16(text: string): Buffer {
  return Buffer.from(text, 'utf16le');
}

/** ShortXLUnicodeString: 8-bit character count, flags (1 = UTF-16), characters. */
function shortString(out: ByteWriter, text: string): void {
  const chars = text.slice(0, 255);
  out.u8(chars.length);
  out.u8(0x01);
  out.bytes(utf16(chars));
}

function writeBof(out: ByteWriter, streamType: number): void {
  const at = out.begin(BIFF.BOF);
  out.u16(0x0600); // BIFF8
  out.u16(streamType);
  out.u16(0x0dbb); // build
  out.u16(0x07cc); // year
  out.u32(0); // file history
  out.u32(0x06); // lowest version that reads every record
  out.end(at);
}

function writeFont(out: ByteWriter, bold: boolean): void {
  const at = out.begin(BIFF.FONT);
  out.u16(200); // 10 pt, in twips
  out.u16(bold ? 0x0001 : 0x0000);
  out.u16(0x7fff); // automatic colour
  out.u16(bold ? 700 : 400);
  out.u16(0); // no escapement
  out.u8(0); // no underline
  out.u8(0); // family
  out.u8(0); // character set ANSI
  out.u8(0);
  shortString(out, 'Arial');
  out.end(at);
}

function writeXf(out: ByteWriter, font: number, style: boolean): void {
  const at = out.begin(BIFF.XF);
  out.u16(font);
  out.u16(0); // General number format
  // Style XFs: type bit and parent 0xFFF; cell XFs: locked, parent style XF 0.
  out.u16(style ? 0xfff5 : 0x0001);
  out.u8(0x20); // alignment: general, bottom
  out.u8(0); // rotation
  out.u8(0); // indent, shrink, direction
  out.u8(style ? 0xf4 : 0xf8); // used attributes
  out.u32(0); // borders
  out.u32(0); // border colours and fill pattern
  out.u16(0x20c0); // pattern colours: automatic foreground (64) and background (65)
  out.end(at);
}

/** Strings of the workbook, each once, in first-use order. */
class SharedStrings {
  readonly index = new Map<string, number>();
  readonly list: string[] = [];
  uses = 0;

  add(text: string): number {
    this.uses++;
    let i = this.index.get(text);
    if (i === undefined) {
      i = this.list.length;
      this.index.set(text, i);
      this.list.push(text);
    }
    return i;
  }
}

interface SstPieces {
  /** Data of the SST record, then of each CONTINUE record. */
  pieces: Buffer[];
  /** Where each string starts: piece index and offset in that piece's data. */
  starts: { piece: number; offset: number }[];
}

/**
 * Lays the SST out in pieces of at most MAX_RECORD_DATA bytes. A string's header and first
 * character are never split; when its characters continue in the next piece, that piece starts
 * with the flags byte again (0x01, UTF-16), as [MS-XLS] requires.
 */
function sstPieces(strings: SharedStrings): SstPieces {
  const pieces: Buffer[] = [];
  const starts: { piece: number; offset: number }[] = [];
  let current: Buffer[] = [];
  let size = 0;
  const push = (data: Buffer): void => {
    current.push(data);
    size += data.length;
  };
  const flush = (): void => {
    pieces.push(Buffer.concat(current));
    current = [];
    size = 0;
  };
  const counts = Buffer.alloc(8);
  counts.writeUInt32LE(strings.uses, 0);
  counts.writeUInt32LE(strings.list.length, 4);
  push(counts);
  for (const text of strings.list) {
    const chars = utf16(text);
    const head = Buffer.alloc(3);
    head.writeUInt16LE(text.length, 0);
    head.writeUInt8(0x01, 2);
    const atom = Math.min(2, chars.length);
    if (size + 3 + atom > MAX_RECORD_DATA) flush();
    starts.push({ piece: pieces.length, offset: size });
    push(head);
    let at = 0;
    while (at < chars.length) {
      const room = (MAX_RECORD_DATA - size) & ~1;
      if (room === 0) {
        flush();
        push(Buffer.from([0x01]));
        continue;
      }
      let take = Math.min(room, chars.length - at);
      // Keep a surrogate pair in one record: end the piece before a high surrogate.
      const lastUnit = chars.readUInt16LE(at + take - 2);
      if (at + take < chars.length && take > 2 && lastUnit >= 0xd800 && lastUnit <= 0xdbff) take -= 2;
      push(chars.subarray(at, at + take));
      at += take;
    }
  }
  flush();
  return { pieces, starts };
}

function sheetRows(sheet: SheetData): (readonly (string | number | null)[])[] {
  return [sheet.header, ...sheet.rows];
}

/**
 * The BIFF8 workbook stream of one sheet: the globals substream (fonts, XFs, the sheet's
 * BOUNDSHEET, the shared strings and their EXTSST index) and the worksheet substream (ROW and cell
 * records, WINDOW2). Throws a RangeError when the sheet exceeds what BIFF8 holds.
 */
export function biff8WorkbookStream(sheet: SheetData): Buffer {
  const rows = sheetRows(sheet);
  if (rows.length > XLS_MAX_ROWS) {
    throw new RangeError(`an xls sheet holds ${XLS_MAX_ROWS} rows; this one has ${rows.length}`);
  }
  const columns = Math.max(0, ...rows.map((r) => r.length));
  if (columns > XLS_MAX_COLUMNS) {
    throw new RangeError(`an xls sheet holds ${XLS_MAX_COLUMNS} columns; this one has ${columns}`);
  }

  // Cells first, so the shared strings are known before the globals are written.
  const strings = new SharedStrings();
  const cells = new ByteWriter();
  let lastRow = -1;
  let lastColumn = -1;
  rows.forEach((row, r) => {
    const present: number[] = [];
    row.forEach((value, c) => {
      if (value === null || value === '' || (typeof value === 'number' && !Number.isFinite(value))) return;
      present.push(c);
    });
    if (present.length === 0) return;
    const first = present[0] as number;
    const last = present[present.length - 1] as number;
    lastRow = r;
    lastColumn = Math.max(lastColumn, last);
    const rowAt = cells.begin(BIFF.ROW);
    cells.u16(r);
    cells.u16(first);
    cells.u16(last + 1);
    cells.u16(0x00ff); // height, default flag clear, as xlwt
    cells.u16(0);
    cells.u16(0);
    cells.u32(0x0100 | (DEFAULT_COLUMN_XF << 16));
    cells.end(rowAt);
    const xf = r === 0 ? XF_HEADER : XF_CELL;
    for (const c of present) {
      const value = row[c] as string | number;
      if (typeof value === 'number') {
        const at = cells.begin(BIFF.NUMBER);
        cells.u16(r);
        cells.u16(c);
        cells.u16(xf);
        cells.f64(value);
        cells.end(at);
      } else {
        const at = cells.begin(BIFF.LABELSST);
        cells.u16(r);
        cells.u16(c);
        cells.u16(xf);
        cells.u32(strings.add(value.slice(0, MAX_CELL_TEXT)));
        cells.end(at);
      }
    }
  });

  const out = new ByteWriter();
  writeBof(out, BOF_GLOBALS);
  out.record16(BIFF.INTERFACEHDR, 0x04b0);
  out.record16(BIFF.MMS, 0);
  out.record16(BIFF.INTERFACEEND);
  out.record16(BIFF.CODEPAGE, 0x04b0); // UTF-16
  out.record16(BIFF.DSF, 0);
  out.record16(BIFF.TABID, 1);
  out.record16(BIFF.FNGROUPCOUNT, 0x000e);
  out.record16(BIFF.WINDOWPROTECT, 0);
  out.record16(BIFF.PROTECT, 0);
  out.record16(BIFF.PASSWORD, 0);
  out.record16(BIFF.PROT4REV, 0);
  out.record16(BIFF.PROT4REVPASS, 0);
  out.record16(BIFF.BACKUP, 0);
  out.record16(BIFF.HIDEOBJ, 0);
  // WINDOW1: position, size (twips), flags (scroll bars and tabs visible), active sheet, first
  // tab, selected tabs, tab bar width.
  out.record16(BIFF.WINDOW1, 0, 0, 0x3a5c, 0x23be, 0x0038, 0, 0, 1, 0x0258);
  out.record16(BIFF.DATEMODE, 0);
  out.record16(BIFF.PRECISION, 1);
  out.record16(BIFF.REFRESHALL, 0);
  out.record16(BIFF.BOOKBOOL, 0);
  for (let i = 0; i < 5; i++) writeFont(out, false);
  writeFont(out, true);
  for (let i = 0; i < 16; i++) writeXf(out, 0, true);
  writeXf(out, 0, false);
  writeXf(out, FONT_BOLD, false);
  out.record16(BIFF.STYLE, 0x8000, 0xff00); // built-in Normal style on XF 0, level 0xFF
  out.record16(BIFF.USESELFS, 1);
  const boundsheet = out.begin(BIFF.BOUNDSHEET);
  const sheetOffsetAt = out.length;
  out.u32(0); // patched below
  out.u8(0); // visible
  out.u8(0); // worksheet
  shortString(out, safeSheetName(sheet.name));
  out.end(boundsheet);

  const sst = sstPieces(strings);
  const pieceStarts: number[] = [];
  sst.pieces.forEach((piece, i) => {
    pieceStarts.push(out.length);
    const at = out.begin(i === 0 ? BIFF.SST : BIFF.CONTINUE);
    out.bytes(piece);
    out.end(at);
  });
  // EXTSST: every dsst-th string's stream position, for Excel's string lookups.
  const dsst = Math.max(8, Math.ceil(strings.list.length / 128));
  const extsst = out.begin(BIFF.EXTSST);
  out.u16(dsst);
  for (let i = 0; i < sst.starts.length; i += dsst) {
    const start = sst.starts[i] as { piece: number; offset: number };
    const recordAt = pieceStarts[start.piece] as number;
    out.u32(recordAt + 4 + start.offset);
    out.u16(4 + start.offset);
    out.u16(0);
  }
  out.end(extsst);
  out.record16(BIFF.EOF);

  out.patchU32(sheetOffsetAt, out.length);
  writeBof(out, BOF_WORKSHEET);
  out.record16(BIFF.CALCMODE, 1);
  out.record16(BIFF.CALCCOUNT, 100);
  out.record16(BIFF.REFMODE, 1);
  out.record16(BIFF.ITERATION, 0);
  const delta = out.begin(BIFF.DELTA);
  out.f64(0.001);
  out.end(delta);
  out.record16(BIFF.SAVERECALC, 0);
  out.record16(BIFF.GUTS, 0, 0, 0, 0);
  out.record16(BIFF.DEFAULTROWHEIGHT, 0, 0x00ff);
  out.record16(BIFF.WSBOOL, 0x04c1);
  (sheet.widths ?? []).slice(0, XLS_MAX_COLUMNS).forEach((width, c) => {
    // Width in 1/256 of a character, plus the cell padding Excel adds.
    out.record16(BIFF.COLINFO, c, c, Math.min(255 * 256, Math.round((width + 0.71) * 256)), DEFAULT_COLUMN_XF, 0, 0);
  });
  const dimensions = out.begin(BIFF.DIMENSIONS);
  out.u32(0);
  out.u32(lastRow + 1);
  out.u16(0);
  out.u16(lastColumn + 1);
  out.u16(0);
  out.end(dimensions);
  out.bytes(cells.result());
  // WINDOW2: grid lines, headers, zeros, automatic grid colour, outline symbols, selected, shown.
  out.record16(BIFF.WINDOW2, 0x06b6, 0, 0, 0x0040, 0, 0, 0, 0, 0);
  out.record16(BIFF.EOF);
  return out.result();
}

// Sector ids of the compound file's allocation table.
const FREESECT = 0xffffffff;
const ENDOFCHAIN = 0xfffffffe;
const FATSECT = 0xfffffffd;
const DIFSECT = 0xfffffffc;
const NOSTREAM = 0xffffffff;
const SECTOR = 512;
const IDS_PER_SECTOR = SECTOR / 4;
const HEADER_DIFAT = 109;
const MINI_STREAM_CUTOFF = 4096;

function directoryEntry(
  out: Buffer,
  at: number,
  entry: { name: string; type: number; child: number; start: number; size: number },
): void {
  const name = entry.name ? Buffer.from(`${entry.name}\0`, 'utf16le') : Buffer.alloc(0);
  name.copy(out, at);
  out.writeUInt16LE(name.length, at + 64);
  out.writeUInt8(entry.type, at + 66);
  out.writeUInt8(entry.type === 0 ? 0 : 1, at + 67); // black
  out.writeUInt32LE(NOSTREAM, at + 68); // left sibling
  out.writeUInt32LE(NOSTREAM, at + 72); // right sibling
  out.writeUInt32LE(entry.child, at + 76);
  out.writeUInt32LE(entry.start, at + 116);
  out.writeUInt32LE(entry.size, at + 120); // low 32 bits; the high ones stay 0 in version 3
}

/**
 * Wraps a stream in a Compound File Binary (version 3) holding it under `streamName`. The stream
 * is padded with zeros to a multiple of 4096 bytes, so it is a regular stream (never in the mini
 * stream); FAT sectors beyond the header's 109 are listed in DIFAT sectors.
 */
export function compoundFile(streamName: string, stream: Uint8Array): Buffer {
  const padded = Math.max(MINI_STREAM_CUTOFF, Math.ceil(stream.length / MINI_STREAM_CUTOFF) * MINI_STREAM_CUTOFF);
  const dataSectors = padded / SECTOR;
  let fat = 1;
  let difat: number;
  for (;;) {
    difat = fat > HEADER_DIFAT ? Math.ceil((fat - HEADER_DIFAT) / (IDS_PER_SECTOR - 1)) : 0;
    if (fat * IDS_PER_SECTOR >= dataSectors + difat + fat + 1) break;
    fat++;
  }
  const firstDifat = dataSectors;
  const firstFat = firstDifat + difat;
  const directory = firstFat + fat;
  const total = directory + 1;
  const file = Buffer.alloc(SECTOR * (1 + total));
  const sectorAt = (id: number): number => SECTOR * (1 + id);

  // Header.
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 24); // minor version
  file.writeUInt16LE(0x0003, 26); // major version 3
  file.writeUInt16LE(0xfffe, 28); // little-endian
  file.writeUInt16LE(9, 30); // 512-byte sectors
  file.writeUInt16LE(6, 32); // 64-byte mini sectors
  file.writeUInt32LE(0, 40); // directory sectors (0 in version 3)
  file.writeUInt32LE(fat, 44);
  file.writeUInt32LE(directory, 48);
  file.writeUInt32LE(0, 52); // transaction signature
  file.writeUInt32LE(MINI_STREAM_CUTOFF, 56);
  file.writeUInt32LE(ENDOFCHAIN, 60); // no mini FAT
  file.writeUInt32LE(0, 64);
  file.writeUInt32LE(difat > 0 ? firstDifat : ENDOFCHAIN, 68);
  file.writeUInt32LE(difat, 72);
  for (let i = 0; i < HEADER_DIFAT; i++) file.writeUInt32LE(i < fat ? firstFat + i : FREESECT, 76 + 4 * i);

  // The stream, then its zero padding (already zero).
  file.set(stream, sectorAt(0));

  // DIFAT sectors: 127 FAT sector ids each, then the next DIFAT sector (or end of chain).
  for (let d = 0; d < difat; d++) {
    const at = sectorAt(firstDifat + d);
    for (let i = 0; i < IDS_PER_SECTOR - 1; i++) {
      const fatIndex = HEADER_DIFAT + d * (IDS_PER_SECTOR - 1) + i;
      file.writeUInt32LE(fatIndex < fat ? firstFat + fatIndex : FREESECT, at + 4 * i);
    }
    file.writeUInt32LE(d + 1 < difat ? firstDifat + d + 1 : ENDOFCHAIN, at + 4 * (IDS_PER_SECTOR - 1));
  }

  // FAT.
  const next = (id: number): number => {
    if (id < dataSectors) return id + 1 < dataSectors ? id + 1 : ENDOFCHAIN;
    if (id < firstFat) return DIFSECT;
    if (id < directory) return FATSECT;
    if (id === directory) return ENDOFCHAIN;
    return FREESECT;
  };
  for (let id = 0; id < fat * IDS_PER_SECTOR; id++) {
    file.writeUInt32LE(next(id), sectorAt(firstFat) + 4 * id);
  }

  // Directory: the root storage, the stream, two unused entries.
  const dir = sectorAt(directory);
  directoryEntry(file, dir, { name: 'Root Entry', type: 5, child: 1, start: ENDOFCHAIN, size: 0 });
  directoryEntry(file, dir + 128, { name: streamName, type: 2, child: NOSTREAM, start: 0, size: padded });
  directoryEntry(file, dir + 256, { name: '', type: 0, child: NOSTREAM, start: 0, size: 0 });
  directoryEntry(file, dir + 384, { name: '', type: 0, child: NOSTREAM, start: 0, size: 0 });
  return file;
}

/** An Excel 97–2003 workbook (.xls) of one sheet. */
export function writeXls(sheet: SheetData): Buffer {
  return compoundFile('Workbook', biff8WorkbookStream(sheet));
}
