/**
 * The attachment service (issue 15, §7.4 attachment service and file download, §3 Upload log, §8.3): the one way
 * files enter and leave the portal. An upload names its use by projectType (ATTACHMENT_USES: which kinds, how large);
 * the server sniffs the bytes, stores the file under a random name behind its store (the database by default) and
 * answers the file id in data[0]. A file is read back only by those its owning record allows: the uploader's
 * enterprise, or the people the owning record's area admits (the approvers of its process); anyone else gets the
 * answer of a missing id. Every refused upload is written to the upload log, by the server itself when it refuses,
 * and by the web's saveUploadLog when the page refused the file before sending it.
 */
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '../constants.ts';
import { UPLOAD_DOCX_ONLY, UPLOAD_TOO_LARGE } from '../messages.ts';
import { BLOB, defineEndpoints, emptyEnvelope, envelope, pageEnvelope, pageQuery } from './contract.ts';

/** A file kind the server can tell from the bytes (platform/file-type.ts). */
export type AttachmentKind = 'docx' | 'xlsx' | 'pdf' | 'png' | 'jpeg';

/** The content editors' pages (packages/shared permissions MENU.content): article images and files are theirs. */
const CONTENT_EDITOR_MENUS = ['/newsSend/informationIssues', '/mobile/appDisposition'] as const;

export interface AttachmentUse {
  name: string;
  accept: readonly AttachmentKind[];
  maxBytes: number;
  /** The web's own refusal texts (the server logs and answers §8.3's 该文件格式不支持上传！ / 该文件大小超过最大限度！). */
  typeMessage: string;
  sizeMessage: string;
  /** Only holders of one of these menus may upload for this use (none: anyone signed in). */
  uploaderMenus?: readonly string[];
}

/**
 * Uses by projectType. 20 is the spec's (§7.4: the organisation-change application file, a docx of at most 10 MB,
 * §5); 21 and 30 are ours: 21 the supporting files of an authorisation application (§7.2 attachment download by
 * fileId: documents and images), 30 images (png, jpeg) that the image preview (viewImage) shows.
 */
export const ATTACHMENT_USES = {
  '20': {
    name: '组织机构变更申请文件',
    accept: ['docx'],
    maxBytes: UPLOAD_MAX_BYTES,
    typeMessage: UPLOAD_DOCX_ONLY,
    sizeMessage: UPLOAD_TOO_LARGE,
  },
  '21': {
    name: '权限申请附件',
    accept: ['docx', 'xlsx', 'pdf', 'png', 'jpeg'],
    maxBytes: UPLOAD_MAX_BYTES,
    typeMessage: '上传文件必须是docx、xlsx、pdf、png或jpg格式!',
    sizeMessage: UPLOAD_TOO_LARGE,
  },
  '30': {
    name: '图片',
    accept: ['png', 'jpeg'],
    maxBytes: UPLOAD_MAX_BYTES,
    typeMessage: '上传文件必须是png或jpg格式!',
    sizeMessage: UPLOAD_TOO_LARGE,
  },
  '31': {
    name: '文章图片',
    accept: ['png', 'jpeg'],
    maxBytes: UPLOAD_MAX_BYTES,
    typeMessage: '上传文件必须是png或jpg格式!',
    sizeMessage: UPLOAD_TOO_LARGE,
    uploaderMenus: CONTENT_EDITOR_MENUS,
  },
  '32': {
    name: '文章附件',
    accept: ['docx', 'xlsx', 'pdf', 'png', 'jpeg'],
    maxBytes: UPLOAD_MAX_BYTES,
    typeMessage: '上传文件必须是docx、xlsx、pdf、png或jpg格式!',
    sizeMessage: UPLOAD_TOO_LARGE,
    uploaderMenus: CONTENT_EDITOR_MENUS,
  },
  '33': {
    name: '操作手册',
    accept: ['pdf', 'docx'],
    maxBytes: 20 * 1024 * 1024,
    typeMessage: '上传文件必须是pdf或docx格式!',
    sizeMessage: '上传文件大小不能超过 20MB!',
    uploaderMenus: ['/handbookSetting/index'],
  },
} as const satisfies Record<string, AttachmentUse>;
export type AttachmentProjectType = keyof typeof ATTACHMENT_USES;
export const ATTACHMENT_PROJECT_TYPES = Object.keys(ATTACHMENT_USES) as [AttachmentProjectType];
/** The organisation-change application file (§7.4 projectType=20). */
export const ORG_CHANGE_PROJECT_TYPE: AttachmentProjectType = '20';
export const IMAGE_PROJECT_TYPE: AttachmentProjectType = '30';
/** An authorisation application's supporting files (ours). */
export const AUTH_APPLY_PROJECT_TYPE: AttachmentProjectType = '21';
/**
 * An article's images (its cover and those in its body): uploaded only by editors, and public by their link (a
 * random id) from the upload on, as a published page's images are, so a visitor and the editor's own preview load
 * them as <img> (docs/decisions.md).
 */
export const CONTENT_IMAGE_PROJECT_TYPE: AttachmentProjectType = '31';
/** An article's attachments: public while the article is published. */
export const CONTENT_FILE_PROJECT_TYPE: AttachmentProjectType = '32';
/** A page's operation manual (/handbookSetting/index): readable by everyone signed in. */
export const HANDBOOK_PROJECT_TYPE: AttachmentProjectType = '33';

/** The address of a public file (publicFile): what an article's <img src> and its attachment links hold. */
export const PUBLIC_FILE_PATH = '/japi/api/attachment/fileManager/publicFile';
export const publicFileUrl = (fileId: string): string => `${PUBLIC_FILE_PATH}?fileId=${encodeURIComponent(fileId)}`;

/** The file-name extensions each kind may carry: a file whose name says another kind is a renamed file. */
export const KIND_EXTENSIONS: Record<AttachmentKind, readonly string[]> = {
  docx: ['docx'],
  xlsx: ['xlsx'],
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
};

/** The extensions a use accepts, for the file chooser and the page's own check. */
export function extensionsOf(projectType: AttachmentProjectType): string[] {
  return ATTACHMENT_USES[projectType].accept.flatMap((k) => KIND_EXTENSIONS[k]);
}

/** Not worded by the spec: the projectType of an upload names no use. */
export const ATTACHMENT_USE_UNKNOWN = '不支持的上传用途';

/** A file id as the server issues it (a UUID without dashes or with them); anything else is no file of ours. */
const fileId = z
  .string()
  .trim()
  .min(1, '请选择文件')
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, '文件编号格式不正确');

/** An attachment as a record shows it (§3 News attachmentFiles: fileId, fileName). */
export const AttachmentInfoSchema = z.object({
  fileId: z.string(),
  fileName: z.string(),
  fileSize: z.number().int(),
  /** The sniffed kind (docx, png…). */
  kind: z.string(),
  uploadTime: z.string(),
});
export type AttachmentInfo = z.infer<typeof AttachmentInfoSchema>;

/** §3 Upload log record, as the log page lists it. */
export const UploadLogEntrySchema = z.object({
  id: z.string(),
  account: z.string(),
  userName: z.string(),
  userSource: z.number().int(),
  entId: z.string(),
  entName: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  suffixName: z.string(),
  resultMsg: z.string(),
  /** Where it was refused: the server's endpoint path, or 'web' when the page refused it before sending. */
  route: z.string(),
  /** YYYY-MM-DD HH:mm:ss (+08:00). */
  createTime: z.string(),
});
export type UploadLogEntry = z.infer<typeof UploadLogEntrySchema>;

const shortText = (max: number) => z.string().max(max).optional().default('');

/**
 * The §3 upload-log body the web sends for a file it refused. Who refused it is the session's: account, userName,
 * userSource, entId and entName are accepted for the spec's payload but the server writes the session's own.
 */
export const SaveUploadLogSchema = z.object({
  account: shortText(100),
  userName: shortText(100),
  userSource: z.coerce.number().int().min(0).max(9).optional(),
  entId: shortText(40),
  entName: shortText(200),
  fileName: z.string().trim().min(1).max(255),
  fileSize: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  suffixName: shortText(16),
  resultMsg: z.string().trim().min(1).max(200),
});

export const ATTACHMENT_ENDPOINTS = defineEndpoints({
  attachmentUpload: {
    service: 'attachment',
    method: 'POST',
    path: '/fileManager/uploadFile',
    summary: '上传文件（multipart：uploadFiles 与 projectType；data[0] 为文件编号）',
    upload: { field: 'uploadFiles' },
    body: z.object({ projectType: z.enum(ATTACHMENT_PROJECT_TYPES, { error: ATTACHMENT_USE_UNKNOWN }) }),
    response: envelope(z.string()),
  },
  attachmentInfo: {
    service: 'attachment',
    method: 'POST',
    path: '/fileManager/fileInfo',
    summary: '文件信息（名称、大小、类型）',
    body: z.object({ fileId }),
    response: envelope(AttachmentInfoSchema),
  },
  attachmentDownload: {
    service: 'attachment',
    method: 'POST',
    path: '/fileManager/downloadFile',
    summary: '下载文件（原文件名）',
    body: z.object({ fileId }),
    response: BLOB,
  },
  attachmentViewImage: {
    service: 'attachment',
    method: 'POST',
    path: '/fileManager/viewImage',
    summary: '图片预览（仅图片；失败时返回带 msg 的 JSON）',
    body: z.object({ fileId }),
    response: BLOB,
  },
  attachmentPublicFile: {
    service: 'attachment',
    method: 'GET',
    path: '/fileManager/publicFile',
    summary: '公开文件（公开：文章图片；已发布文章的附件）；其他文件按不存在回答',
    query: z.object({ fileId }),
    response: BLOB,
  },
  attachmentSaveUploadLog: {
    service: 'attachment',
    method: 'POST',
    path: '/fileManagerLog/saveUploadLog',
    summary: '记录被拒绝的上传（页面在上传前拒绝的文件）',
    body: SaveUploadLogSchema,
    response: emptyEnvelope,
  },
  attachmentUploadLogPage: {
    service: 'attachment',
    method: 'POST',
    path: '/fileManagerLog/page',
    summary: '上传日志分页查询（新在前）',
    body: z.object({
      account: z.string().trim().max(50).optional(),
      fileName: z.string().trim().max(100).optional(),
      ...pageQuery,
    }),
    response: pageEnvelope(UploadLogEntrySchema),
  },
  manageFileDownload: {
    service: 'manage',
    method: 'GET',
    path: '/file/download',
    summary: '下载文件（查询参数 fileId）',
    query: z.object({ fileId }),
    response: BLOB,
  },
});
