/**
 * The attachment store (issue 15, §7.4 attachment service). A file's metadata is a row of `attachments`; its bytes
 * live behind the store interface, by default in `attachment_chunks` (so every instance on one PostgreSQL reads the
 * same files; chunks of 256 KB are written and read one at a time, so a file is streamed, never held whole), or in a
 * directory (ATTACHMENT_DIR). Either way under a random storage key, never the client's name.
 *
 * Who may read a file: the uploader's enterprise, and, once a record has claimed it (owner_type, owner_id), whoever
 * that record's area admits (e.g. the approvers of an organisation change).
 */
import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const attachments = pgTable(
  'attachments',
  {
    /** The file id the client holds (data[0] of the upload). */
    id: text('id').primaryKey(),
    /** Where the bytes are: 'db' (attachment_chunks) or 'dir' (a file named storage_key in ATTACHMENT_DIR). */
    store: text('store').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The client's name, for the download's Content-Disposition only. */
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** The sniffed kind (docx, png, jpeg…). */
    kind: text('kind').notNull(),
    /** The use it was uploaded for (§7.4 projectType; ATTACHMENT_USES). */
    projectType: text('project_type').notNull(),
    uploaderId: text('uploader_id').notNull(),
    entId: text('ent_id').notNull(),
    /** The record that claimed the file (e.g. 'orgChange' and the application's id); null until claimed. */
    ownerType: text('owner_type'),
    ownerId: text('owner_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('attachments_owner_idx').on(t.ownerType, t.ownerId),
    // Unclaimed uploads older than a day are purged (housekeeping).
    index('attachments_unclaimed_idx')
      .on(t.createdAt)
      .where(sql`${t.ownerType} is null`),
  ],
);

export const attachmentChunks = pgTable(
  'attachment_chunks',
  {
    storageKey: text('storage_key').notNull(),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storageKey, t.seq] })],
);
