import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Progress, Upload } from 'antd';
import { CheckCircleFilled, DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ATTACHMENT_USES,
  UPLOAD_FAILED,
  checkUploadFile,
  uploadRejectionLog,
  extensionsOf,
  type AttachmentProjectType,
} from '@portal/shared';
import { formatBytes } from '../export/index.ts';
import { isRequestError } from '../request/index.ts';
import { useSession } from '../session/store.ts';
import { saveUploadLog } from './api/save-upload-log.ts';
import { uploadAttachment } from './api/upload-attachment.ts';
import './attachment.css';

/** A file once uploaded: what a record's submit sends (fileId, fileName). */
export interface UploadedFile {
  fileId: string;
  fileName: string;
  size: number;
}

/** The message of a failed upload: the server's msg when it answered with a code (§8.3), else 文件上传失败. */
export function uploadFailureMessage(e: unknown): string {
  if (isRequestError(e) && (e.kind === 'error' || e.kind === 'silentError') && e.message) return e.message;
  return UPLOAD_FAILED;
}

/** The chooser's hint: the use's kinds and limit (e.g. 仅支持 .docx 格式，大小不超过 10MB). */
export function uploadHint(projectType: AttachmentProjectType): string {
  const exts = extensionsOf(projectType).map((e) => `.${e}`);
  const mb = Math.round(ATTACHMENT_USES[projectType].maxBytes / (1024 * 1024));
  return `仅支持 ${exts.join('、')} 格式，大小不超过 ${mb}MB`;
}

/**
 * One file at a time for a use (projectType, ATTACHMENT_USES): checked before anything is sent (the use's type and
 * size texts; each refusal logged through saveUploadLog with §8.3's text and the signed-in user), then uploaded with
 * its progress. A failure reads 文件上传失败, or the server's msg when it refused. An unmounted caller aborts it.
 */
function useAttachmentSending(
  projectType: AttachmentProjectType,
  /** The uploaded file to the caller; a text it answers is shown as the failure (e.g. a form's limit). */
  onUploaded: (file: UploadedFile) => string | null,
  onBusy?: (busy: boolean) => void,
) {
  const user = useSession((s) => s.userInfo);
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);
  const [failure, setFailure] = useState('');
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = (file: File) => {
    setFailure('');
    const check = checkUploadFile(projectType, { name: file.name, size: file.size });
    if (!check.ok) {
      setFailure(check.message);
      if (check.logMessage && user) {
        saveUploadLog(uploadRejectionLog({ name: file.name, size: file.size }, user, check.logMessage));
      }
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setSending({ name: file.name, percent: 0 });
    onBusy?.(true);
    uploadAttachment(
      file,
      projectType,
      (p) => setSending({ name: file.name, percent: p.percent ?? 0 }),
      controller.signal,
    )
      .then((fileId) => setFailure(onUploaded({ fileId, fileName: file.name, size: file.size }) ?? ''))
      .catch((e: unknown) => {
        if (isRequestError(e) && e.kind === 'canceled') return;
        setFailure(uploadFailureMessage(e));
      })
      .finally(() => {
        if (abort.current !== controller) return;
        abort.current = null;
        setSending(null);
        onBusy?.(false);
      });
  };
  return { start, sending, failure, setFailure };
}

interface ChooserProps {
  projectType: AttachmentProjectType;
  label: string;
  disabled: boolean;
  start: (file: File) => void;
}

function Chooser({ projectType, label, disabled, start }: ChooserProps) {
  return (
    <Upload
      accept={extensionsOf(projectType)
        .map((e) => `.${e}`)
        .join(',')}
      maxCount={1}
      multiple={false}
      showUploadList={false}
      disabled={disabled}
      beforeUpload={(file) => {
        start(file);
        // Everything is done here: antd neither lists nor sends the file.
        return Upload.LIST_IGNORE;
      }}
    >
      <Button icon={<UploadOutlined />} disabled={disabled}>
        {label}
      </Button>
    </Upload>
  );
}

function Sending({ sending }: { sending: { name: string; percent: number } | null }) {
  if (!sending) return null;
  return (
    <div className="attachment-upload__file" aria-label="上传进度">
      <PaperClipOutlined />
      <span className="attachment-upload__name">{sending.name}</span>
      <Progress percent={sending.percent} size="small" className="attachment-upload__progress" />
    </div>
  );
}

function UploadedRow({ file, onRemove }: { file: UploadedFile; onRemove?: () => void }) {
  return (
    <div className="attachment-upload__file">
      <CheckCircleFilled className="attachment-upload__ok" />
      <span className="attachment-upload__name" title={file.fileName}>
        {file.fileName}
      </span>
      {file.size > 0 && <span className="attachment-upload__size">{formatBytes(file.size)}</span>}
      {onRemove && (
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          aria-label={`移除文件 ${file.fileName}`}
          onClick={onRemove}
        />
      )}
    </div>
  );
}

function Failure({ text }: { text: string }): ReactNode {
  return text ? (
    <div className="attachment-upload__error" role="alert">
      {text}
    </div>
  ) : null;
}

export interface AttachmentUploadProps {
  projectType: AttachmentProjectType;
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  /** Whether an upload is running (the form waits for it). */
  onBusy?: (busy: boolean) => void;
  disabled?: boolean;
}

/**
 * One file for a record (e.g. §5 the organisation change's application file, projectType 20): chosen, checked and
 * uploaded at once with a progress bar; 重新上传 replaces it. The field's own message (请上传申请文件) is the form's.
 */
export function AttachmentUpload({ projectType, value, onChange, onBusy, disabled }: AttachmentUploadProps) {
  const { start, sending, failure, setFailure } = useAttachmentSending(
    projectType,
    (file) => {
      onChange(file);
      return null;
    },
    onBusy,
  );
  return (
    <div className="attachment-upload">
      <Chooser
        projectType={projectType}
        label={value ? '重新上传' : '选择文件'}
        disabled={!!disabled || !!sending}
        start={start}
      />
      <div className="attachment-upload__hint">{uploadHint(projectType)}</div>
      <Sending sending={sending} />
      {!sending && value && (
        <UploadedRow
          file={value}
          onRemove={
            disabled
              ? undefined
              : () => {
                  setFailure('');
                  onChange(null);
                }
          }
        />
      )}
      <Failure text={failure} />
    </div>
  );
}

export interface AttachmentsUploadProps {
  projectType: AttachmentProjectType;
  value: readonly UploadedFile[];
  /** A file uploaded: the form adds it (and may refuse, e.g. past its limit: the message is shown). */
  onAdd: (file: UploadedFile) => string | null;
  onRemove: (fileId: string) => void;
  onBusy?: (busy: boolean) => void;
  /** At most this many: the chooser hides at the limit. */
  max: number;
  disabled?: boolean;
}

/** Several files for a record (e.g. an authorisation application's supporting files, projectType 21), one at a time. */
export function AttachmentsUpload({
  projectType,
  value,
  onAdd,
  onRemove,
  onBusy,
  max,
  disabled,
}: AttachmentsUploadProps) {
  const { start, sending, failure } = useAttachmentSending(projectType, onAdd, onBusy);
  return (
    <div className="attachment-upload">
      {!disabled && value.length < max && (
        <>
          <Chooser projectType={projectType} label="上传附件" disabled={!!sending} start={start} />
          <div className="attachment-upload__hint">{`${uploadHint(projectType)}，最多 ${max} 个`}</div>
        </>
      )}
      {value.map((f) => (
        <UploadedRow key={f.fileId} file={f} onRemove={disabled ? undefined : () => onRemove(f.fileId)} />
      ))}
      <Sending sending={sending} />
      <Failure text={failure} />
    </div>
  );
}
