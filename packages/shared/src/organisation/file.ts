/**
 * §5 application file of an organisation change: docx only, at most 10 MB, required. A rejection is shown to the
 * user with the §5 text and logged through the upload-log call with the §8.3 text, so both are returned.
 */
import {
  ATTACHMENT_USES,
  ORG_CHANGE_PROJECT_TYPE,
  extensionsOf,
  type AttachmentProjectType,
} from '../api/attachment.ts';
import { UPLOAD_ALLOWED_EXTENSIONS } from '../constants.ts';
import { APPLY_FILE_REQUIRED, UPLOAD_SIZE_REJECTED, UPLOAD_TYPE_REJECTED } from '../messages.ts';

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
 * A chosen file against the use it is uploaded for (ATTACHMENT_USES by projectType), before it is sent: type by its
 * name, then size; each refusal with the use's own text for the user and §8.3's for the upload log. Exactly the limit
 * passes: the messages say it must not exceed 10 MB (不能超过).
 */
export function checkUploadFile(projectType: AttachmentProjectType, file: ApplicationFile): FileCheck {
  const use = ATTACHMENT_USES[projectType];
  if (!extensionsOf(projectType).includes(fileExtension(file.name))) {
    return { ok: false, message: use.typeMessage, logMessage: UPLOAD_TYPE_REJECTED };
  }
  if (file.size > use.maxBytes) return { ok: false, message: use.sizeMessage, logMessage: UPLOAD_SIZE_REJECTED };
  return { ok: true };
}

/** §5 application file of an organisation change, checked in this order: present, type, size. */
export function checkApplicationFile(file: ApplicationFile | null | undefined): FileCheck {
  if (!file || !file.name) return { ok: false, message: APPLY_FILE_REQUIRED, logMessage: null };
  return checkUploadFile(ORG_CHANGE_PROJECT_TYPE, file);
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
