/**
 * The zip guard every uploaded archive passes before anything reads it (an .xlsx or a .docx: the tax import, the
 * attachment service with the organisation change's files; file-type.ts calls it for every zip it sniffs). A zip's
 * headers say what each entry unpacks to, but nothing makes them true: a reader that believes them can be made to
 * unpack hundreds of megabytes out of a few hundred kilobytes. So the guard unpacks every entry itself, counting the
 * real bytes and throwing them away, and stops at the limit whatever the headers say.
 *
 * It walks the archive the way a streaming reader does (exceljs's reader, through unzipper: local headers one after
 * the other from the start, an entry's data by the size its local header gives, or up to the data-descriptor
 * signature), so what a reader unpacks later is what was counted here; every entry found so must be one the central
 * directory lists (what a random-access reader opens), at the same place, unpacking to the size the directory says.
 * An entry hidden from the directory, headers that understate an entry, or headers that reader could not walk refuse
 * the file.
 *
 * In the XML parts (.xml, .rels) no text or tag may run longer than `maxXmlTokenBytes` between two '<': a reader holds
 * a cell's or a paragraph's text whole, so one enormous cell is refused here instead of filling the heap.
 */
import zlib from 'node:zlib';

export interface ZipLimits {
  /** All entries together, unpacked. */
  totalUnpackedBytes: number;
  /** An entry of over `ratioFromBytes` may unpack to at most this many times its packed size. */
  maxRatio: number;
  ratioFromBytes: number;
  maxEntries: number;
  /** The longest run of an XML part between two '<' (a cell's or a paragraph's text, a tag). */
  maxXmlTokenBytes: number;
}

/** An entry as the central directory lists it. */
export interface DirectoryEntry {
  name: string;
  compressed: number;
  unpacked: number;
  /** Where its local header is. */
  offset: number;
}

export type ZipVerdict = 'ok' | 'zipBomb' | 'brokenZip' | 'partTooLong';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_RECORD = 0x06054b50;
const DESCRIPTOR_SIGNATURE = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
const LT = 0x3c;

interface LocalEntry {
  name: string;
  offset: number;
  method: number;
  data: Buffer;
}

/**
 * The packed size a streaming reader takes from a zip64 field (unzipper reads the field's second 64-bit value,
 * whichever sizes the header left at 0xFFFFFFFF), or null where the extra field is malformed (1–3 stray bytes at its
 * end) or does not hold the packed size the header defers to it.
 */
function zip64Packed(extra: Buffer, packed: number): number | null {
  for (let rest = extra; rest.length > 0;) {
    if (rest.length < 4) return null;
    if (rest.readUInt16LE(0) === 0x0001) {
      if (packed !== 0xffffffff) return packed;
      return rest.length >= 20 ? Number(rest.readBigUInt64LE(12)) : null;
    }
    rest = rest.subarray(4 + rest.readUInt16LE(2));
  }
  return packed === 0xffffffff ? null : packed;
}

/** The local entries in the order a streaming reader meets them, or null where it could not walk them. */
function localEntries(zip: Buffer, maxEntries: number): LocalEntry[] | null {
  const entries: LocalEntry[] = [];
  let inDirectory = false;
  for (let at = 0; at + 4 <= zip.length;) {
    const signature = zip.readUInt32LE(at);
    if (signature === LOCAL_HEADER) {
      if (at + 30 > zip.length || entries.length >= maxEntries) return null;
      const flags = zip.readUInt16LE(at + 6);
      const nameEnd = at + 30 + zip.readUInt16LE(at + 26);
      const start = nameEnd + zip.readUInt16LE(at + 28);
      if (start > zip.length) return null;
      const packed = zip64Packed(zip.subarray(nameEnd, start), zip.readUInt32LE(at + 18));
      if (packed === null) return null;
      // Without a size (bit 3 and 0), the data runs to the data descriptor's signature, then its 16 bytes.
      const sized = !(flags & 0x08) || packed > 0;
      const end = sized ? start + packed : zip.indexOf(DESCRIPTOR_SIGNATURE, start);
      const next = sized ? end : end + 16;
      if (end < 0 || next > zip.length) return null;
      entries.push({
        name: zip.toString('utf8', at + 30, nameEnd),
        offset: at,
        method: zip.readUInt16LE(at + 8),
        data: zip.subarray(start, end),
      });
      at = next;
    } else if (signature === CENTRAL_HEADER) {
      // A streaming reader reads on after directory records: a local entry placed after one is read too.
      inDirectory = true;
      if (at + 46 > zip.length) return null;
      at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    } else if (signature === END_RECORD || inDirectory) {
      return entries;
    } else {
      return null;
    }
  }
  return entries;
}

/** Whether an XML part's runs between two '<' stay within `limit` bytes, fed chunk by chunk. */
function xmlRuns(limit: number): (chunk: Buffer) => boolean {
  let since = 1; // bytes from the last '<' (before the part: one) to the end of what was fed
  return (chunk) => {
    let last = -since; // the last '<', as an index into this chunk
    for (;;) {
      const deadline = last + limit; // the next '<' must come at or before it
      if (deadline >= chunk.length) break;
      const found = chunk.lastIndexOf(LT, deadline);
      if (found < 0 || found <= last) return false;
      last = found;
    }
    since = chunk.length - last;
    return true;
  };
}

/** What an entry really unpacks to, stopped past `budget`; 'broken' where it does not inflate. */
async function unpack(entry: LocalEntry, budget: number, xml: ((chunk: Buffer) => boolean) | null) {
  // A streaming reader inflates every entry whose method is not 0 (stored), whatever the method says.
  if (entry.method === 0) {
    if (entry.data.length > budget) return 'over' as const;
    return xml && !xml(entry.data) ? ('tooLong' as const) : entry.data.length;
  }
  const inflater = zlib.createInflateRaw({ chunkSize: 64 * 1024 });
  inflater.end(entry.data);
  let size = 0;
  try {
    // Inflating runs on libuv's pool: other requests are answered meanwhile. Leaving the loop destroys the stream.
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > budget) return 'over' as const;
      if (xml && !xml(chunk)) return 'tooLong' as const;
    }
  } catch {
    return 'broken' as const;
  }
  return size;
}

const isXmlPart = (name: string) => /\.(xml|rels)$/i.test(name);

/**
 * Unpacks every entry of the zip held in `zip` (an upload: at most UPLOAD_MAX_BYTES) against the limits, the
 * directory's entries being `directory`. Answers 'ok' or why the file is refused.
 */
export async function guardZip(
  zip: Buffer,
  directory: readonly DirectoryEntry[],
  limits: ZipLimits,
): Promise<ZipVerdict> {
  const locals = localEntries(zip, limits.maxEntries);
  if (!locals) return 'brokenZip';
  const listed = new Map(directory.map((e) => [e.offset, e]));
  if (listed.size !== directory.length || locals.length !== directory.length) return 'brokenZip';
  if (locals.some((l) => listed.get(l.offset)?.name !== l.name)) return 'brokenZip';

  let left = limits.totalUnpackedBytes;
  for (const local of locals) {
    const declared = listed.get(local.offset)!;
    const budget = Math.min(left, Math.max(limits.ratioFromBytes, local.data.length * limits.maxRatio));
    const size = await unpack(local, budget, isXmlPart(local.name) ? xmlRuns(limits.maxXmlTokenBytes) : null);
    if (size === 'over') return 'zipBomb';
    if (size === 'tooLong') return 'partTooLong';
    if (size === 'broken') return 'brokenZip';
    // Headers that understate an entry are how a bomb passes a check that believes them.
    if (size !== declared.unpacked) return size > declared.unpacked ? 'zipBomb' : 'brokenZip';
    left -= size;
  }
  return 'ok';
}
