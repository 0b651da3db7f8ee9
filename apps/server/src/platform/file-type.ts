/**
 * What an uploaded file really is, from its bytes, never from its name or the browser's MIME type: a renamed .txt is
 * not an .xlsx. Office files are zip archives, told apart by the entries their format requires (an .xlsx holds
 * [Content_Types].xml and xl/workbook.xml, a .docx word/document.xml); the zip's central directory is read for that.
 * An archive whose entries say they would unpack out of proportion to its size (a zip bomb) is refused at once; one
 * that passes is unpacked by the zip guard (zip-guard.ts), which counts the real bytes, before anyone reads it.
 */
import fs from 'node:fs/promises';
import { guardZip, type DirectoryEntry, type ZipLimits } from './zip-guard.ts';

export type FileKind = 'xlsx' | 'docx' | 'zip' | 'xls-or-encrypted' | 'pdf' | 'png' | 'jpeg' | 'unknown';

export interface Sniffed {
  kind: FileKind;
  /**
   * Set when the file must be refused whatever kind was wanted: a zip bomb, a broken archive, an XML part with a run
   * no reader should hold (zip-guard.ts).
   */
  refused?: 'zipBomb' | 'brokenZip' | 'partTooLong';
}

/**
 * Limits on what a zip may unpack to: in all (UPLOAD_UNZIP_MAX_BYTES may set it), per entry as a ratio to its
 * compressed size, and the longest run of an XML part.
 */
export const ZIP_LIMITS: ZipLimits = {
  totalUnpackedBytes: 512 * 1024 * 1024,
  /** Spreadsheet XML compresses 10–30×; 200× on an entry of over 1 MB is no honest file. */
  maxRatio: 200,
  ratioFromBytes: 1024 * 1024,
  maxEntries: 10_000,
  /**
   * Excel holds at most 32,767 characters in a cell: escaped in UTF-8, under 200 KB. 1 MB between two '<' is no
   * honest cell, paragraph or tag.
   */
  maxXmlTokenBytes: 1024 * 1024,
};

const MAGIC: readonly [FileKind, number[]][] = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  // OLE2 compound file: a legacy .xls, or an .xlsx saved with a password (Office encrypts into OLE2).
  ['xls-or-encrypted', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
];
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_END = 0x06054b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP64_EXTRA = 0x0001;

type ZipEntry = DirectoryEntry;

async function readAt(file: fs.FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await file.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** The zip64 sizes of an entry whose 32-bit fields are 0xFFFFFFFF (the extra field lists only those, in order). */
function zip64Sizes(extra: Buffer, entry: ZipEntry): void {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      let p = at + 4;
      const next = () => {
        const v = p + 8 <= at + 4 + size ? Number(extra.readBigUInt64LE(p)) : Number.NaN;
        p += 8;
        return v;
      };
      if (entry.unpacked === 0xffffffff) entry.unpacked = next();
      if (entry.compressed === 0xffffffff) entry.compressed = next();
      if (entry.offset === 0xffffffff) entry.offset = next();
      return;
    }
    at += 4 + size;
  }
}

/** The entries of a zip's central directory, or null when the archive is not a readable zip. */
async function zipEntries(file: fs.FileHandle, size: number, maxEntries: number): Promise<ZipEntry[] | null> {
  // The end record is the last 22 bytes plus a comment of up to 65,535 bytes.
  const tailStart = Math.max(0, size - 22 - 0xffff);
  const tail = await readAt(file, tailStart, size - tailStart);
  let end = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === ZIP_END) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = tail.readUInt16LE(end + 10);
  const dirSize = tail.readUInt32LE(end + 12);
  const dirOffset = tail.readUInt32LE(end + 16);
  if (count > maxEntries || dirOffset + dirSize > size) return null;
  const dir = await readAt(file, dirOffset, dirSize);
  const entries: ZipEntry[] = [];
  for (let at = 0; entries.length < count;) {
    if (at + 46 > dir.length || dir.readUInt32LE(at) !== ZIP_CENTRAL) return null;
    const nameLength = dir.readUInt16LE(at + 28);
    const extraLength = dir.readUInt16LE(at + 30);
    const commentLength = dir.readUInt16LE(at + 32);
    if (at + 46 + nameLength + extraLength > dir.length) return null;
    const entry: ZipEntry = {
      name: dir.toString('utf8', at + 46, at + 46 + nameLength),
      compressed: dir.readUInt32LE(at + 20),
      unpacked: dir.readUInt32LE(at + 24),
      offset: dir.readUInt32LE(at + 42),
    };
    zip64Sizes(dir.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), entry);
    if (![entry.unpacked, entry.compressed, entry.offset].every(Number.isFinite)) return null;
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Whether the entries would unpack out of proportion: too much in all, or one entry compressed too far. */
export function isZipBomb(
  entries: readonly { compressed: number; unpacked: number }[],
  limits: ZipLimits = ZIP_LIMITS,
): boolean {
  let total = 0;
  for (const e of entries) {
    total += e.unpacked;
    if (e.unpacked > limits.ratioFromBytes && e.unpacked > e.compressed * limits.maxRatio) return true;
  }
  return total > limits.totalUnpackedBytes;
}

/**
 * The kind of the file at `path` (of `size` bytes: an upload, at most UPLOAD_MAX_BYTES), read from its first bytes
 * and, for a zip, its directory; a zip is then unpacked by the guard against `limits`.
 */
export async function sniffFile(path: string, size: number, limits: ZipLimits = ZIP_LIMITS): Promise<Sniffed> {
  const file = await fs.open(path, 'r');
  try {
    const head = await readAt(file, 0, 8);
    const magic = MAGIC.find(([, bytes]) => bytes.every((b, i) => head[i] === b));
    if (magic) return { kind: magic[0] };
    if (head.length < 4 || head.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return { kind: 'unknown' };
    const entries = await zipEntries(file, size, limits.maxEntries);
    if (!entries) return { kind: 'zip', refused: 'brokenZip' };
    if (isZipBomb(entries, limits)) return { kind: 'zip', refused: 'zipBomb' };
    const verdict = await guardZip(await fs.readFile(path), entries, limits);
    if (verdict !== 'ok') return { kind: 'zip', refused: verdict };
    const names = new Set(entries.map((e) => e.name));
    if (names.has('[Content_Types].xml') && names.has('xl/workbook.xml')) return { kind: 'xlsx' };
    if (names.has('[Content_Types].xml') && names.has('word/document.xml')) return { kind: 'docx' };
    return { kind: 'zip' };
  } finally {
    await file.close();
  }
}
