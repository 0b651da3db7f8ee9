/**
 * Zips written by hand for the upload tests, the attachment bench and the e2e journey: archives no Office program
 * would write (a .docx's entries under an .xlsx name, a bomb), and stored ones whose size is exact (30 + name + data per
 * entry, 46 + name, 22). Node only, so the bench and Playwright import it as well.
 */
import zlib from 'node:zlib';

export type ZipEntries = Record<string, string | Buffer> | [string, Buffer][];

export interface ZipOptions {
  /** The unpacked size an entry's headers (local and central) declare instead of its real one: a bomb's lie. */
  declaredSizes?: Record<string, number>;
}

/** A zip of the entries, deflated (default) or stored. */
export function zipOf(entries: ZipEntries, method: 'deflate' | 'store' = 'deflate', options: ZipOptions = {}): Buffer {
  const list = Array.isArray(entries) ? entries : Object.entries(entries);
  const deflate = method === 'deflate';
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of list) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const packed = deflate ? zlib.deflateRawSync(data) : data;
    const fileName = Buffer.from(name);
    const crc = zlib.crc32(data);
    const declared = options.declaredSizes?.[name] ?? data.length;
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(deflate ? 8 : 0, 8);
    head.writeUInt32LE(crc, 14);
    head.writeUInt32LE(packed.length, 18);
    head.writeUInt32LE(declared, 22);
    head.writeUInt16LE(fileName.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(deflate ? 8 : 0, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(packed.length, 20);
    dir.writeUInt32LE(declared, 24);
    dir.writeUInt16LE(fileName.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(head, fileName, packed);
    central.push(dir, fileName);
    offset += head.length + fileName.length + packed.length;
  }
  const dirBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(list.length, 8);
  end.writeUInt16LE(list.length, 10);
  end.writeUInt32LE(dirBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBytes, end]);
}

/** The two parts a .docx must hold (the sniffing looks for them). */
export const DOCX_PARTS = {
  '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
  'word/document.xml': '<?xml version="1.0"?><w:document/>',
} as const;

/** A minimal valid .docx. */
export const minimalDocx = (): Buffer => zipOf(DOCX_PARTS);
