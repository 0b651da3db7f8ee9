/**
 * §5 application file of an organisation change: docx only, at most 10 MB, required. A rejection is shown to the
 * user with the §5 text and logged through the upload-log call with the §8.3 text, so both are returned.
 */
import { UPLOAD_ALLOWED_EXTENSIONS, UPLOAD_MAX_BYTES } from '../constants.ts';
import {
  APPLY_FILE_REQUIRED,
  UPLOAD_DOCX_ONLY,
  UPLOAD_SIZE_REJECTED,
  UPLOAD_TOO_LARGE,
  UPLOAD_TYPE_REJECTED,
} from '../messages.ts';

export interface ApplicationFile {
  name: string;
  /** Bytes. */
  size: number;
}

export type FileCheck =
  | { ok: true }
  /** logMessage is null when there is nothing to log (no file chosen). */
  | { ok: false; message: string; logMessage: string | null };

/** The extension after the last dot, lower case ('' without one): report.DOCX is a docx. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0
    ? ''
    : name
        .slice(dot + 1)
        .trim()
        .toLowerCase();
}

export function isAllowedApplicationFileName(name: string): boolean {
  return (UPLOAD_ALLOWED_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/**
 * Checked in this order: present, type, size. Exactly 10 MB passes: the message says it must not exceed 10 MB
 * (不能超过).
 */
export function checkApplicationFile(file: ApplicationFile | null | undefined): FileCheck {
  if (!file || !file.name) return { ok: false, message: APPLY_FILE_REQUIRED, logMessage: null };
  if (!isAllowedApplicationFileName(file.name)) {
    return { ok: false, message: UPLOAD_DOCX_ONLY, logMessage: UPLOAD_TYPE_REJECTED };
  }
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, message: UPLOAD_TOO_LARGE, logMessage: UPLOAD_SIZE_REJECTED };
  return { ok: true };
}

/** §3 Upload log record. */
export interface UploadLog {
  account: string;
  userName: string;
  userSource: number;
  entId: string;
  entName: string;
  fileName: string;
  fileSize: number;
  suffixName: string;
  resultMsg: string;
}

/** The upload-log body for a rejected file (§5 "Rejections are logged through the upload-log call"). */
export function uploadRejectionLog(
  file: ApplicationFile,
  user: Pick<UploadLog, 'account' | 'userName' | 'userSource' | 'entId' | 'entName'>,
  resultMsg: string,
): UploadLog {
  return {
    account: user.account,
    userName: user.userName,
    userSource: user.userSource,
    entId: user.entId,
    entName: user.entName,
    fileName: file.name,
    fileSize: file.size,
    suffixName: fileExtension(file.name),
    resultMsg,
  };
}
