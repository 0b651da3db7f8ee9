/**
 * The attachment service's rules beyond a query: storing a received upload, who may read a file, and the claim that
 * makes a file a record's. A file belongs to the enterprise that uploaded it; once a record claims it, the record's
 * area may admit others (registerAttachmentOwner: e.g. the approvers of an organisation change). Anyone else is
 * answered as if the id did not exist, so a guessed id tells nothing.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import * as M from '@portal/shared';
import {
  CONTENT_IMAGE_PROJECT_TYPE,
  toDisplayTime,
  type AttachmentInfo,
  type AttachmentProjectType,
} from '@portal/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { SessionContext } from '../../platform/auth/sessions.ts';
import type { Deps } from '../../platform/deps.ts';
import { fail } from '../../platform/envelope.ts';
import type { UploadedFile } from '../../platform/upload.ts';
import {
  claimRow,
  deleteUnclaimed,
  findAttachment,
  insertAttachment,
  ownedRows,
  releaseOwned,
  type AttachmentRow,
  type ClaimTarget,
} from './repo.ts';
import { CHUNK_BYTES, writingStore } from './store.ts';

/** Whether the session may read the files a record of this owner type claimed (ownerId: the record's id). */
export type AttachmentOwnerCheck = (deps: Deps, ownerId: string, session: SessionContext) => Promise<boolean>;

// Resolvers are code, the same for every app in the process (tests build several), so one table serves them all.
const owners = new Map<string, AttachmentOwnerCheck>();

/** An area says who may read the files its records claimed (registering a type again replaces its check). */
export function registerAttachmentOwner(ownerType: string, canRead: AttachmentOwnerCheck): void {
  owners.set(ownerType, canRead);
}

/** Whether a record of this owner type is public now (e.g. a published article): its files are then anyone's. */
export type PublicOwnerCheck = (deps: Deps, ownerId: string) => Promise<boolean>;
const publicOwners = new Map<string, PublicOwnerCheck>();

/** An area says when the files its records claimed may be read by anyone, signed in or not. */
export function registerPublicAttachmentOwner(ownerType: string, isPublic: PublicOwnerCheck): void {
  publicOwners.set(ownerType, isPublic);
}

/**
 * The file, if anyone may read it: an article image (public by its link from the upload on, CONTENT_IMAGE_PROJECT_TYPE)
 * or a file whose owning record is public now; otherwise the answer of a missing id.
 */
export async function publicAttachment(deps: Deps, fileId: string): Promise<AttachmentRow> {
  const row = await findAttachment(deps.db, fileId);
  if (row && row.projectType === CONTENT_IMAGE_PROJECT_TYPE) return row;
  const isPublic = row?.ownerType ? publicOwners.get(row.ownerType) : undefined;
  if (row && isPublic && row.ownerId && (await isPublic(deps, row.ownerId))) return row;
  throw fail.notFound(M.RECORD_NOT_FOUND);
}

async function mayRead(deps: Deps, row: AttachmentRow, s: SessionContext): Promise<boolean> {
  if (row.entId === s.entId) return true;
  const canRead = row.ownerType ? owners.get(row.ownerType) : undefined;
  return canRead && row.ownerId ? canRead(deps, row.ownerId, s) : false;
}

/** The file, if the session may read it; otherwise the answer of a missing id (same code, same message). */
export async function readableAttachment(deps: Deps, fileId: string, s: SessionContext): Promise<AttachmentRow> {
  const row = await findAttachment(deps.db, fileId);
  if (row && (await mayRead(deps, row, s))) return row;
  throw fail.notFound(M.RECORD_NOT_FOUND);
}

/**
 * Stores a received (sized, sniffed) upload and writes its row: the uploader and enterprise are the session's. The row
 * is written as soon as the store has chosen the key, before the bytes: a write cut short by a crash leaves an
 * unclaimed row, which the purge removes with whatever bytes were written (housekeeping.ts).
 */
export async function storeUpload(
  deps: Deps,
  file: UploadedFile,
  projectType: AttachmentProjectType,
  s: SessionContext,
): Promise<AttachmentRow> {
  const store = writingStore(deps);
  // The id the client holds is random and says nothing of where the bytes are.
  const id = randomUUID();
  const source = fs.createReadStream(file.path, { highWaterMark: CHUNK_BYTES });
  let row: AttachmentRow | undefined;
  try {
    await store.put(source, async (storageKey) => {
      row = await insertAttachment(deps.db, {
        id,
        store: store.name,
        storageKey,
        fileName: file.fileName,
        fileSize: file.size,
        sha256: file.sha256,
        kind: file.kind,
        projectType,
        uploaderId: s.userId,
        entId: s.entId,
      });
    });
  } catch (err) {
    source.destroy();
    if (row) await deleteUnclaimed(deps.db, id).catch(() => undefined);
    throw err;
  }
  return row!;
}

export function infoOf(row: AttachmentRow): AttachmentInfo {
  return {
    fileId: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    kind: row.kind,
    uploadTime: toDisplayTime(row.createdAt),
  };
}

/** A file's name, size and kind for another area's record (no access check: the caller's record decides). */
export async function attachmentInfoOf(db: DbOrTx, fileId: string): Promise<AttachmentInfo | undefined> {
  const row = await findAttachment(db, fileId);
  return row ? infoOf(row) : undefined;
}

/**
 * Inside the caller's transaction, makes the file the record's (ownerType, ownerId): only a file the same user
 * uploaded in the same enterprise (and, when given, for that projectType), not claimed by another record. Claiming it
 * again for the same record changes nothing, whoever claims it (another editor saving the same article). Otherwise throws the business error `message` (default: the missing
 * record's), e.g. the organisation change's 请上传申请文件.
 */
export async function claimAttachment(tx: DbOrTx, c: ClaimTarget & { message?: string }): Promise<AttachmentRow> {
  const row = await claimRow(tx, c);
  if (!row) throw fail.business(c.message ?? M.RECORD_NOT_FOUND);
  return row;
}

/**
 * Inside the caller's transaction, makes exactly `files` the record's (a record with several files, e.g. an
 * authorisation application's supporting files): each is claimed as claimAttachment does, in order; the files the
 * record held and no longer names are released (the purge removes them). A file that cannot be claimed throws the
 * business error `message(its name)`.
 */
export async function claimAttachments(
  tx: DbOrTx,
  target: Omit<ClaimTarget, 'fileId'>,
  files: readonly { fileId: string; fileName: string }[],
  message: (fileName: string) => string,
): Promise<AttachmentRow[]> {
  const rows: AttachmentRow[] = [];
  for (const f of files) {
    const row = await claimRow(tx, { ...target, fileId: f.fileId });
    if (!row) throw fail.business(message(f.fileName || f.fileId));
    rows.push(row);
  }
  await releaseOwned(
    tx,
    target.ownerType,
    target.ownerId,
    rows.map((r) => r.id),
  );
  return rows;
}

/** The files a record claimed, as its page shows them (no access check: the caller's record decides). */
export async function attachmentsOf(db: DbOrTx, ownerType: string, ownerId: string): Promise<AttachmentInfo[]> {
  return (await ownedRows(db, ownerType, ownerId)).map(infoOf);
}
