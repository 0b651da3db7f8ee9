/**
 * Every query of the attachment area, on its own tables: the files' rows (attachments) and, for the database store,
 * their bytes (attachment_chunks). The upload log is the platform's table (platform/repo.ts).
 */
import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { attachmentChunks, attachments } from '../../db/schema/attachment.ts';

export type AttachmentRow = typeof attachments.$inferSelect;
export type NewAttachment = Omit<typeof attachments.$inferInsert, 'ownerType' | 'ownerId' | 'createdAt'>;

export async function insertAttachment(db: DbOrTx, row: NewAttachment): Promise<AttachmentRow> {
  const [inserted] = await db.insert(attachments).values(row).returning();
  return inserted;
}

export async function findAttachment(db: DbOrTx, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id));
  return row;
}

export interface ClaimTarget {
  fileId: string;
  entId: string;
  userId: string;
  ownerType: string;
  ownerId: string;
  projectType?: string;
}

/**
 * Marks the uploader's unclaimed file as the record's, or finds it already the same record's; undefined otherwise.
 * One conditional UPDATE: of two records claiming one file at once, the second sees the first's owner and gets nothing.
 */
export async function claimRow(tx: DbOrTx, c: ClaimTarget): Promise<AttachmentRow | undefined> {
  const [row] = await tx
    .update(attachments)
    .set({ ownerType: c.ownerType, ownerId: c.ownerId })
    .where(
      and(
        eq(attachments.id, c.fileId),
        c.projectType === undefined ? undefined : eq(attachments.projectType, c.projectType),
        or(
          // An unclaimed file: only its uploader, in the enterprise they uploaded it for.
          and(isNull(attachments.ownerType), eq(attachments.entId, c.entId), eq(attachments.uploaderId, c.userId)),
          // The record's own file stays its own whoever saves the record next (another editor of an article).
          and(eq(attachments.ownerType, c.ownerType), eq(attachments.ownerId, c.ownerId)),
        ),
      ),
    )
    .returning();
  return row;
}

/**
 * Releases the record's files it no longer names (they become unclaimed, so the purge removes them); `keep` may be
 * empty. At most the record's few files: the owner index.
 */
export async function releaseOwned(tx: DbOrTx, ownerType: string, ownerId: string, keep: readonly string[]) {
  await tx
    .update(attachments)
    .set({ ownerType: null, ownerId: null })
    .where(
      and(
        eq(attachments.ownerType, ownerType),
        eq(attachments.ownerId, ownerId),
        keep.length ? notInArray(attachments.id, [...keep]) : undefined,
      ),
    );
}

/** The files a record claimed, in upload order (bounded: a record names a few). */
export function ownedRows(db: DbOrTx, ownerType: string, ownerId: string, limit = 100): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(attachments)
    .where(and(eq(attachments.ownerType, ownerType), eq(attachments.ownerId, ownerId)))
    .orderBy(asc(attachments.createdAt), asc(attachments.id))
    .limit(limit);
}

/** Unclaimed files uploaded before `before` (the partial index attachments_unclaimed_idx), oldest first. */
export function staleUnclaimed(db: Db, before: Date, limit: number) {
  return db
    .select({ id: attachments.id, store: attachments.store, storageKey: attachments.storageKey })
    .from(attachments)
    .where(and(isNull(attachments.ownerType), lt(attachments.createdAt, before)))
    .orderBy(asc(attachments.createdAt))
    .limit(limit);
}

/** Deletes the file's row if it is still unclaimed (a claim may have come meanwhile); whether it did. */
export async function deleteUnclaimed(db: DbOrTx, id: string): Promise<boolean> {
  const gone = await db
    .delete(attachments)
    .where(and(eq(attachments.id, id), isNull(attachments.ownerType)))
    .returning({ id: attachments.id });
  return gone.length > 0;
}

/** Of these storage keys, those a row still names. */
export async function keysInUse(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: attachments.storageKey })
    .from(attachments)
    .where(inArray(attachments.storageKey, [...keys]));
  return new Set(rows.map((r) => r.key));
}

// --- The database store's bytes ---
// node-postgres sends a Buffer as a binary parameter: no copy in the JavaScript heap. PGlite turns any parameter into
// text first (a bytea into hex, one byte at a time in JavaScript: ~2.5 MB/s), so there the bytes go as base64 that the
// database decodes, in texts of at most 64 KB of bytes (87 KB of base64, under V8's 128 KB bound for short-lived
// objects). Reading, both take base64 parts the same way (a hex text of a chunk would be a 512 KB string).
const PART_BYTES = 64 * 1024;
/** A chunk is read in four parts (readChunk): the store writes chunks of at most this. */
export const MAX_CHUNK_BYTES = PART_BYTES * 4;

/** How a chunk's bytes reach the database: as a binary parameter (PostgreSQL), or as base64 texts (PGlite). */
export type ChunkTransport = 'binary' | 'base64';

export async function insertChunk(
  tx: DbOrTx,
  transport: ChunkTransport,
  row: { storageKey: string; seq: number; bytes: Buffer },
): Promise<void> {
  if (transport === 'binary') {
    await tx.insert(attachmentChunks).values(row);
    return;
  }
  const parts: SQL[] = [];
  for (let at = 0; at === 0 || at < row.bytes.length; at += PART_BYTES)
    parts.push(sql`decode(${row.bytes.toString('base64', at, at + PART_BYTES)}, 'base64')`);
  await tx.insert(attachmentChunks).values({ ...row, bytes: sql.join(parts, sql` || `) });
}

const partOf = (i: number) =>
  sql<string>`encode(substring(${attachmentChunks.bytes} from ${i * PART_BYTES + 1} for ${PART_BYTES}), 'base64')`;

/** One chunk's bytes (by the primary key), or undefined past the last. */
export async function readChunk(db: DbOrTx, storageKey: string, seq: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({
      size: sql<number>`octet_length(${attachmentChunks.bytes})`,
      // One column per part (an array would arrive as one long text).
      p0: partOf(0),
      p1: partOf(1),
      p2: partOf(2),
      p3: partOf(3),
    })
    .from(attachmentChunks)
    .where(and(eq(attachmentChunks.storageKey, storageKey), eq(attachmentChunks.seq, seq)));
  if (!row) return undefined;
  if (Number(row.size) > MAX_CHUNK_BYTES) throw new Error(`attachment chunk over ${MAX_CHUNK_BYTES} bytes`);
  return Buffer.concat([row.p0, row.p1, row.p2, row.p3].map((p) => Buffer.from(p, 'base64')));
}

export async function deleteChunks(db: DbOrTx, storageKey: string): Promise<void> {
  await db.delete(attachmentChunks).where(eq(attachmentChunks.storageKey, storageKey));
}
