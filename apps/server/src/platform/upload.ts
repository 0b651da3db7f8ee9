/**
 * Receiving an upload (an endpoint whose contract declares `upload`): the multipart form is read as it arrives; the
 * file goes to a temporary file under a random name (never the client's), its size bounded and its sha256 computed on
 * the way; its kind is sniffed from the bytes (file-type.ts); the other fields are checked against the contract's body
 * schema. A refusal for size or type is written to the upload log. The temporary file is removed once the answer is
 * sent, unless the handler kept it (`keep()`), e.g. for an import that runs after the answer.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { z } from 'zod';
import * as M from '@portal/shared';
import { UPLOAD_MAX_BYTES } from '@portal/shared';
import type { SessionContext } from './auth/sessions.ts';
import type { Deps } from './deps.ts';
import { AppError, fail } from './envelope.ts';
import { sniffFile, ZIP_LIMITS, type FileKind, type Sniffed } from './file-type.ts';
import { people } from './people.ts';
import { insertUploadLog, type UploadLogEntry } from './repo.ts';
import { findBadString, validationMessage } from './validation.ts';

/** What an upload endpoint accepts (EndpointOptions.upload). */
export interface UploadRule {
  accept: readonly FileKind[];
  /** Default UPLOAD_MAX_BYTES (10 MB, §9). */
  maxBytes?: number;
  /** The refusals' messages; default §8.3's 该文件格式不支持上传！ and 该文件大小超过最大限度！. */
  typeMessage?: string;
  sizeMessage?: string;
  /**
   * When given, the extensions each accepted kind's name may carry: a file whose name says another kind (a docx
   * named .pdf) is a renamed file and is refused like a wrong type.
   */
  kindExtensions?: Partial<Record<FileKind, readonly string[]>>;
}

/**
 * A rule fixed per endpoint, or chosen by the form's other fields once they are checked (the attachment service's
 * projectType names its use). A chosen rule is applied after the whole file has arrived; while it arrives, the file is
 * bounded by UPLOAD_MAX_BYTES, the multipart ceiling every upload endpoint shares, so no rule may allow more.
 */
export type UploadRuleOption<F = never> = UploadRule | ((fields: F) => UploadRule);

export interface UploadedFile {
  /** The temporary file. */
  path: string;
  /** The name the client gave, for display only (at most 255 characters, no folders). */
  fileName: string;
  size: number;
  sha256: string;
  kind: FileKind;
  /** Takes the file out of the request's care: it is not removed after the answer; the caller removes it. */
  keep(): string;
  /** Removes the file unless it was kept (endpoint() calls it once the answer is sent). */
  discard(): void;
}

declare module 'fastify' {
  interface FastifyRequest {
    upload: UploadedFile | null;
  }
}

/** Room for the form's boundaries and fields beside the file, when the declared length is compared with the limit. */
const FORM_OVERHEAD = 64 * 1024;
const MAX_FIELDS = 20;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/**
 * Bidi controls: the embeddings and overrides (U+202A–U+202E), the isolates (U+2066–U+2069) and the marks (U+200E,
 * U+200F, U+061C). No file name needs them, and they make one read as another: 合同X<U+202E>xcod.pdf shows as
 * 合同Xfdp.docx. Right-to-left letters themselves (Hebrew, Arabic) are kept.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/**
 * The name an upload is stored and shown under: the client's name without folders, NUL or bidi controls, at most 255
 * characters (every upload endpoint takes its name from here).
 */
export function displayName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // NUL and lone surrogates cannot be stored (validation.ts); the name is only shown, so they are replaced.
  const clean = base.replace(/\0/g, '').replace(BIDI_CONTROLS, '').replace(LONE_SURROGATE, '\uFFFD');
  return [...clean].slice(0, 255).join('') || 'upload';
}

/** The Upload log's suffixName: what follows the last dot of the client's name, lower case, or ''. */
export function suffixOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i > 0 ? name.slice(i + 1, i + 17).toLowerCase() : '';
}

/**
 * One upload log row (§3 Upload log) in the name of the session: its account, ids and user source, with the user's
 * and the enterprise's names as they are now (people.ts). Whatever a client says about who it is is never written.
 */
export async function writeUploadLog(
  deps: Deps,
  s: SessionContext,
  entry: Pick<UploadLogEntry, 'fileName' | 'fileSize' | 'suffixName' | 'resultMsg' | 'route'>,
): Promise<void> {
  const directory = people(deps);
  const [users, ents] = await Promise.all([directory.users([s.userId]), directory.enterpriseNames([s.entId])]);
  await insertUploadLog(deps.db, {
    account: s.account,
    userId: s.userId,
    userName: users.get(s.userId)?.userName ?? '',
    userSource: s.userSource,
    entId: s.entId,
    entName: ents.get(s.entId) ?? '',
    ...entry,
  });
}

async function refuse(req: FastifyRequest, fileName: string, size: number, message: string): Promise<never> {
  const s = req.session;
  if (s) {
    await writeUploadLog(req.server.deps, s, {
      fileName,
      fileSize: size,
      suffixName: suffixOf(fileName),
      resultMsg: message,
      route: req.routeOptions.url ?? req.url,
    }).catch((err: unknown) => req.log.warn({ err }, 'upload log write failed'));
  }
  throw fail.business(message);
}

/** Counts and hashes the bytes that pass. */
function measure() {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/**
 * Reads the multipart form of an upload endpoint: `field` holds the file, the other fields are checked by `fields`
 * (the contract's body schema; every field arrives as text). Answers the checked fields and the file, or throws the
 * envelope's refusal.
 */
export async function receiveUpload(
  req: FastifyRequest,
  spec: { field: string; fields?: z.ZodType },
  option: UploadRuleOption,
  tmpDir: string,
): Promise<{ fields: unknown; file: UploadedFile }> {
  // Until the fields are known, a chosen rule's file is bounded by the shared ceiling (refused in §8.3's words).
  const fixed: UploadRule = typeof option === 'function' ? { accept: [] } : option;
  const maxBytes = fixed.maxBytes ?? UPLOAD_MAX_BYTES;
  const sizeMessage = fixed.sizeMessage ?? M.UPLOAD_SIZE_REJECTED;
  if (!req.isMultipart()) throw fail.badRequest(M.UPLOAD_FILE_REQUIRED);
  const declared = Number(req.headers['content-length'] ?? 0);
  // A body declared far over the limit is refused before a byte of it is read.
  if (declared > maxBytes + FORM_OVERHEAD) await refuse(req, '', declared, sizeMessage);

  fs.mkdirSync(tmpDir, { recursive: true });
  const values: Record<string, string | string[]> = {};
  let file: UploadedFile | null = null;
  let tooLarge: { fileName: string; size: number } | null = null;
  try {
    const parts = req.parts({
      limits: { fileSize: maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: 4096, parts: MAX_FIELDS + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        const prev = values[part.fieldname];
        values[part.fieldname] = prev === undefined ? value : [...(Array.isArray(prev) ? prev : [prev]), value];
        continue;
      }
      const fileName = displayName(part.filename);
      if (part.fieldname !== spec.field || file) {
        part.file.resume(); // a part this endpoint does not take: read past it
        continue;
      }
      const target = path.join(tmpDir, `${randomUUID()}.upload`);
      const counted = measure();
      try {
        await pipeline(part.file, counted.stream, fs.createWriteStream(target, { flags: 'wx' }));
      } catch (err) {
        fs.rmSync(target, { force: true });
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) {
          tooLarge = { fileName, size: maxBytes + 1 };
          continue;
        }
        throw err;
      }
      // Over the limit the part ends cut short (no error of its own): the form's iterator throws next.
      if (part.file.truncated) {
        fs.rmSync(target, { force: true });
        tooLarge = { fileName, size: maxBytes + 1 };
        continue;
      }
      const { size, sha256 } = counted.result();
      let kept = false;
      file = {
        path: target,
        fileName,
        size,
        sha256,
        kind: 'unknown',
        keep: () => {
          kept = true;
          return target;
        },
        discard: () => {
          if (!kept) fs.rmSync(target, { force: true });
        },
      };
    }
  } catch (err) {
    if (file) fs.rmSync(file.path, { force: true });
    const code = (err as { code?: string }).code;
    // The form's iterator throws the file's overflow once the part was read: the log names that file.
    if (code === 'FST_REQ_FILE_TOO_LARGE') await refuse(req, tooLarge?.fileName ?? '', maxBytes + 1, sizeMessage);
    // A disk that fails (a system error names its syscall) is the server's fault; anything else the form's parser
    // raises (no boundary, a body cut off inside a part, a malformed part, a limit) is a form it cannot read: 400.
    if (err instanceof AppError || (err as NodeJS.ErrnoException).syscall) throw err;
    throw fail.badRequest(M.UPLOAD_FORM_INVALID);
  }
  if (tooLarge) await refuse(req, tooLarge.fileName, tooLarge.size, sizeMessage);
  if (!file) throw fail.badRequest(M.UPLOAD_FILE_REQUIRED);
  try {
    // A fixed rule: the file first, so a refused file is logged whatever the fields; a chosen rule needs the fields.
    if (typeof option !== 'function') {
      await checkFile(req, file, option);
      return { fields: checkFields(values, spec.fields), file };
    }
    const fields = checkFields(values, spec.fields);
    await checkFile(req, file, (option as (f: unknown) => UploadRule)(fields));
    return { fields, file };
  } catch (err) {
    file.discard();
    throw err;
  }
}

const ARCHIVE_REFUSALS: Record<NonNullable<Sniffed['refused']>, string> = {
  zipBomb: M.UPLOAD_ZIP_BOMB,
  brokenZip: M.UPLOAD_BROKEN,
  partTooLong: M.UPLOAD_PART_TOO_LONG,
};

/** The file's size and sniffed kind against the rule; throws the refusal (written to the upload log). */
async function checkFile(req: FastifyRequest, file: UploadedFile, rule: UploadRule): Promise<void> {
  if (file.size === 0) await refuse(req, file.fileName, 0, M.UPLOAD_FILE_EMPTY);
  if (file.size > (rule.maxBytes ?? UPLOAD_MAX_BYTES))
    await refuse(req, file.fileName, file.size, rule.sizeMessage ?? M.UPLOAD_SIZE_REJECTED);

  const limits = { ...ZIP_LIMITS, totalUnpackedBytes: req.server.deps.config.uploadUnzipMaxBytes };
  const sniffed = await sniffFile(file.path, file.size, limits);
  if (sniffed.refused) await refuse(req, file.fileName, file.size, ARCHIVE_REFUSALS[sniffed.refused]);
  if (!rule.accept.includes(sniffed.kind)) {
    const legacy = sniffed.kind === 'xls-or-encrypted' && rule.accept.includes('xlsx');
    await refuse(
      req,
      file.fileName,
      file.size,
      legacy ? M.UPLOAD_OLD_EXCEL : (rule.typeMessage ?? M.UPLOAD_TYPE_REJECTED),
    );
  }
  const named = rule.kindExtensions?.[sniffed.kind];
  if (named && !named.includes(M.fileExtension(file.fileName))) {
    await refuse(req, file.fileName, file.size, rule.typeMessage ?? M.UPLOAD_TYPE_REJECTED);
  }
  file.kind = sniffed.kind;
}

/** The form's other fields against the contract's body schema (every field arrives as text); throws the 400. */
function checkFields(values: Record<string, string | string[]>, schema: z.ZodType | undefined): unknown {
  const bad = findBadString(values);
  if (bad) throw fail.badRequest(`${M.INPUT_BAD_CHARACTERS}（body.${bad.replace(/[^\w.-]/g, '?')}）`);
  if (!schema) return values;
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw fail.badRequest(validationMessage(schema, 'body', issue.path as (string | number)[], issue.message));
  }
  return parsed.data;
}

/**
 * Multipart forms for every upload endpoint, with the §9 limits (one file of at most 10 MB, a few short fields), and
 * a purge of temporary files an interrupted request left behind (older than a day: no upload or import takes that
 * long).
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  app.decorateRequest('upload', null);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: MAX_FIELDS, fieldSize: 4096, parts: MAX_FIELDS + 1 },
  });
  const dir = app.deps.config.uploadTmpDir;
  app.deps.housekeeping.add('upload-tmp', async (_db, now) => {
    for (const name of await fs.promises.readdir(dir).catch(() => [])) {
      const file = path.join(dir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat?.isFile() && stat.mtimeMs < now - 24 * 3600 * 1000) await fs.promises.rm(file, { force: true });
    }
  });
}
