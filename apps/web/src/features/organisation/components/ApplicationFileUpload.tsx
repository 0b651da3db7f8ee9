import { useEffect, useRef, useState } from 'react';
import { Button, Progress, Upload } from 'antd';
import { CheckCircleFilled, DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ORG_CHANGE_PROJECT_TYPE,
  UPLOAD_FAILED,
  checkApplicationFile,
  uploadRejectionLog,
  type UserInfo,
} from '@portal/shared';
import { formatBytes } from '../../../platform/export/index.ts';
import { isRequestError } from '../../../platform/request/index.ts';
import { saveUploadLog } from '../api/save-upload-log.ts';
import { uploadAttachment } from '../api/upload-attachment.ts';

/** The application file once uploaded: what the submit sends (§7.6 fileId, fileName). */
export interface UploadedFile {
  fileId: string;
  fileName: string;
  size: number;
}

export interface ApplicationFileUploadProps {
  value: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  /** Whether an upload is running (the form waits for it). */
  onBusy: (busy: boolean) => void;
  /** The user the refusal log names (§3 Upload log). */
  user: UserInfo | null;
  disabled?: boolean;
}

/** The message of a failed upload: the server's msg when it answered with a code (§8.3), else 文件上传失败. */
export function uploadFailureMessage(e: unknown): string {
  if (isRequestError(e) && (e.kind === 'error' || e.kind === 'silentError') && e.message) return e.message;
  return UPLOAD_FAILED;
}

/**
 * §5 application file: one .docx of at most 10 MB. The file is checked before anything is sent (上传文件必须是docx格式!
 * / 上传文件大小不能超过 10MB!, each refusal logged through saveUploadLog with §8.3's text); a good file is uploaded at
 * once (projectType 20) with a progress bar. A failure reads 文件上传失败, or the server's msg when it refused.
 * The message of the field (请上传申请文件 on submit) is the form's.
 */
export function ApplicationFileUpload({ value, onChange, onBusy, user, disabled }: ApplicationFileUploadProps) {
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);
  const [failure, setFailure] = useState('');
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = (file: File) => {
    setFailure('');
    const check = checkApplicationFile({ name: file.name, size: file.size });
    if (!check.ok) {
      setFailure(check.message);
      if (check.logMessage && user) {
        saveUploadLog(
          uploadRejectionLog(
            { name: file.name, size: file.size },
            {
              account: user.account,
              userName: user.userName,
              userSource: user.userSource,
              entId: user.entId,
              entName: user.entName,
            },
            check.logMessage,
          ),
        );
      }
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setSending({ name: file.name, percent: 0 });
    onBusy(true);
    uploadAttachment(
      file,
      ORG_CHANGE_PROJECT_TYPE,
      (p) => setSending({ name: file.name, percent: p.percent ?? 0 }),
      controller.signal,
    )
      .then((fileId) => onChange({ fileId, fileName: file.name, size: file.size }))
      .catch((e: unknown) => {
        if (isRequestError(e) && e.kind === 'canceled') return;
        setFailure(uploadFailureMessage(e));
      })
      .finally(() => {
        if (abort.current !== controller) return;
        abort.current = null;
        setSending(null);
        onBusy(false);
      });
  };

  return (
    <div className="org-upload">
      <Upload
        accept=".docx"
        maxCount={1}
        multiple={false}
        showUploadList={false}
        disabled={disabled || !!sending}
        beforeUpload={(file) => {
          start(file);
          // Everything is done here: antd neither lists nor sends the file.
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={disabled || !!sending}>
          {value ? '重新上传' : '选择文件'}
        </Button>
      </Upload>
      <div className="org-upload__hint">仅支持 .docx 格式，大小不超过 10MB</div>
      {sending && (
        <div className="org-upload__file" aria-label="上传进度">
          <PaperClipOutlined />
          <span className="org-upload__name">{sending.name}</span>
          <Progress percent={sending.percent} size="small" className="org-upload__progress" />
        </div>
      )}
      {!sending && value && (
        <div className="org-upload__file">
          <CheckCircleFilled className="org-upload__ok" />
          <span className="org-upload__name" title={value.fileName}>
            {value.fileName}
          </span>
          <span className="org-upload__size">{formatBytes(value.size)}</span>
          {!disabled && (
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              aria-label="移除文件"
              onClick={() => {
                setFailure('');
                onChange(null);
              }}
            />
          )}
        </div>
      )}
      {failure && (
        <div className="org-upload__error" role="alert">
          {failure}
        </div>
      )}
    </div>
  );
}
