/**
 * Where a file's bytes live, behind one interface: the database (attachment_chunks, the default: every instance on one
 * PostgreSQL reads the same files) or a directory (ATTACHMENT_DIR). Either way under a random storage key, never the
 * client's name, and streamed both ways in 256 KB pieces, so a 10 MB file is never held whole in memory.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../platform/deps.ts';
import { perApp } from '../../platform/per-app.ts';
import { deleteChunks, insertChunk, MAX_CHUNK_BYTES, readChunk, type ChunkTransport } from './repo.ts';

/** The row's `store`: the file is read back from where it was put, whatever the setting is later. */
export type StoreName = 'db' | 'dir';

export interface AttachmentStore {
  readonly name: StoreName;
  /**
   * Writes the stream under a new random key. `reserve` is called with the key before the first byte is written: the
   * caller records the key first, so a write a crash cut short is found (and purged) through that record.
   */
  put(stream: Readable, reserve?: (storageKey: string) => Promise<void>): Promise<{ storageKey: string }>;
  get(storageKey: string): Readable;
  remove(storageKey: string): Promise<void>;
}

/** 256 KB: the pieces written and read one at a time (the most a chunk row may hold). */
export const CHUNK_BYTES = MAX_CHUNK_BYTES;

/** The stream's bytes in pieces of exactly `size` (the last one shorter). */
async function* piecesOf(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const data of stream as AsyncIterable<Buffer | string>) {
    let buf = typeof data === 'string' ? Buffer.from(data) : data;
    while (heldBytes + buf.length >= size) {
      const take = size - heldBytes;
      yield Buffer.concat([...held, buf.subarray(0, take)]);
      held = [];
      heldBytes = 0;
      buf = buf.subarray(take);
    }
    if (buf.length > 0) {
      held.push(buf);
      heldBytes += buf.length;
    }
  }
  if (heldBytes > 0) yield Buffer.concat(held);
}

/**
 * Bytes in attachment_chunks: one INSERT per 256 KB piece, each a statement of its own. Not one transaction per file:
 * PGlite's one connection serves every request in turn, and 20 uploads' transactions held other requests' queries
 * for up to 11 s. A failed write removes its pieces; a crash leaves them to the purge of its unclaimed record.
 * Read back one piece per query as the reply drains.
 */
export function databaseStore(db: Db, transport: ChunkTransport): AttachmentStore {
  async function* pieces(storageKey: string): AsyncGenerator<Buffer> {
    for (let seq = 0; ; seq++) {
      const bytes = await readChunk(db, storageKey, seq);
      if (!bytes) {
        // Every stored file has a first piece (an empty file an empty one): none means the bytes are gone.
        if (seq === 0) throw new Error(`attachment bytes missing (${storageKey})`);
        return;
      }
      yield bytes;
    }
  }
  return {
    name: 'db',
    async put(stream, reserve) {
      const storageKey = randomUUID();
      await reserve?.(storageKey);
      let seq = 0;
      try {
        for await (const piece of piecesOf(stream, CHUNK_BYTES))
          await insertChunk(db, transport, { storageKey, seq: seq++, bytes: piece });
        if (seq === 0) await insertChunk(db, transport, { storageKey, seq, bytes: Buffer.alloc(0) });
      } catch (err) {
        await deleteChunks(db, storageKey).catch(() => undefined);
        throw err;
      }
      return { storageKey };
    },
    get: (storageKey) => Readable.from(pieces(storageKey), { objectMode: false }),
    remove: (storageKey) => deleteChunks(db, storageKey),
  };
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PART = '.part';

export interface DirectoryStore extends AttachmentStore {
  /**
   * Removes files older than `before` (ms) that no row names (`inUse` answers which keys a row names): a write a
   * crash cut short (.part), or a file left behind when its row was purged.
   */
  sweep(before: number, inUse: (keys: string[]) => Promise<Set<string>>): Promise<void>;
}

/** One file per upload in `dir`, named by its key; written as key.part and renamed once complete. */
export function directoryStore(dir: string): DirectoryStore {
  // The key comes from our own row, but a path is only ever built from a key of our own shape.
  const fileOf = (storageKey: string) => {
    if (!KEY.test(storageKey)) throw new Error('malformed storage key');
    return path.join(dir, storageKey);
  };
  return {
    name: 'dir',
    async put(stream, reserve) {
      await fs.promises.mkdir(dir, { recursive: true });
      const storageKey = randomUUID();
      await reserve?.(storageKey);
      const part = fileOf(storageKey) + PART;
      try {
        await pipeline(stream, fs.createWriteStream(part, { flags: 'wx', mode: 0o600 }));
        await fs.promises.rename(part, fileOf(storageKey));
      } catch (err) {
        await fs.promises.rm(part, { force: true });
        throw err;
      }
      return { storageKey };
    },
    get: (storageKey) => fs.createReadStream(fileOf(storageKey), { highWaterMark: CHUNK_BYTES }),
    remove: (storageKey) => fs.promises.rm(fileOf(storageKey), { force: true }),
    async sweep(before, inUse) {
      const old: string[] = [];
      for (const name of await fs.promises.readdir(dir).catch(() => [])) {
        const key = name.endsWith(PART) ? name.slice(0, -PART.length) : name;
        if (!KEY.test(key)) continue;
        const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
        if (stat?.isFile() && stat.mtimeMs < before) old.push(name);
      }
      for (let i = 0; i < old.length; i += 500) {
        const batch = old.slice(i, i + 500);
        const used = await inUse(batch.filter((n) => !n.endsWith(PART)));
        for (const name of batch) if (!used.has(name)) await fs.promises.rm(path.join(dir, name), { force: true });
      }
    },
  };
}

/** The app's stores: the database's always (older rows may name it), the directory's when ATTACHMENT_DIR is set. */
const storesOf = perApp((deps: Deps) => ({
  db: databaseStore(deps.db, deps.database.kind === 'postgres' ? 'binary' : 'base64'),
  dir: deps.config.attachmentDir ? directoryStore(deps.config.attachmentDir) : undefined,
}));

/** Where new uploads go. */
export function writingStore(deps: Deps): AttachmentStore {
  const stores = storesOf(deps);
  return stores.dir ?? stores.db;
}

/** The store a row names. */
export function storeOf(deps: Deps, name: string): AttachmentStore {
  const stores = storesOf(deps);
  if (name === 'db') return stores.db;
  if (name === 'dir' && stores.dir) return stores.dir;
  throw new Error(`attachment store ${name} is not configured (ATTACHMENT_DIR)`);
}

/** The directory store, when there is one (housekeeping sweeps it). */
export const directoryOf = (deps: Deps): DirectoryStore | undefined => storesOf(deps).dir;
