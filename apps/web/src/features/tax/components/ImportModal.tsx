import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal, Progress, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { MODAL_WIDTH } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { importFinished, useImportStatus } from '../api/get-import-status.ts';
import { useImportTaxTable } from '../api/import-tax-table.ts';
import { taxKeys } from '../api/keys.ts';
import { useTaxScope } from '../hooks/useTaxScope.ts';
import { importFileProblem, importView, type ImportStage } from '../import-progress.ts';
import type { TaxImportJob, TaxTableColumn } from '../types.ts';
import { TableErrorList } from './TableErrorList.tsx';

export interface ImportModalProps {
  open: boolean;
  onClose: () => void;
  taxType: string;
  taskNo: string;
  tableCode: string;
  tableName: string;
  columns: readonly TaxTableColumn[];
}

/**
 * 导入报表: choose an .xlsx (checked here first), upload it with progress, then follow the server's import job until
 * it is done or failed (queued position, rows processed). A failed import lists each bad row's error with its row and
 * column; nothing was written then.
 */
export function ImportModal({ open, onClose, taxType, taskNo, tableCode, tableName, columns }: ImportModalProps) {
  const scope = useTaxScope();
  const client = useQueryClient();
  const start = useImportTaxTable();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [stage, setStage] = useState<ImportStage>({ kind: 'idle' });
  const [job, setJob] = useState<TaxImportJob | null>(null);
  const abort = useRef<AbortController | null>(null);
  const status = useImportStatus(scope, taxType, job);
  const current = job ? (status.data ?? job) : null;

  const finished = importFinished(current);
  const succeeded = current?.status === 'done';
  useEffect(() => {
    if (!succeeded) return;
    void client.invalidateQueries({ queryKey: taxKeys.tables(scope) });
    void client.invalidateQueries({ queryKey: taxKeys.vat(scope) });
  }, [succeeded, client, scope]);

  const reset = () => {
    abort.current?.abort();
    abort.current = null;
    setFile(null);
    setProblem(null);
    setStage({ kind: 'idle' });
    setJob(null);
  };

  const close = () => {
    reset();
    onClose();
  };

  const run = async () => {
    if (!file) return;
    const controller = new AbortController();
    abort.current = controller;
    setStage({ kind: 'uploading', percent: 0 });
    try {
      const created = await start.mutateAsync({
        taxType,
        taskNo,
        tableCode,
        file,
        signal: controller.signal,
        onProgress: (p) => setStage({ kind: 'uploading', percent: p.percent }),
      });
      setJob(created);
    } catch {
      // The request layer showed why (type, size, a refused import); back to choosing a file.
      if (!controller.signal.aborted) setStage({ kind: 'idle' });
    } finally {
      abort.current = null;
    }
  };

  const shown: ImportStage = current ? { kind: 'job', job: current } : stage;
  const view = importView(shown);
  const busy = shown.kind === 'uploading' || (shown.kind === 'job' && !finished);

  const footer = [
    <Button key="close" onClick={close}>
      {busy ? '取消' : '关闭'}
    </Button>,
    finished && current?.status === 'failed' ? (
      <Button key="again" type="primary" onClick={reset}>
        重新选择文件
      </Button>
    ) : !finished ? (
      <Button key="start" type="primary" disabled={!file || busy} loading={busy} onClick={() => void run()}>
        开始导入
      </Button>
    ) : null,
  ];

  return (
    <Modal
      open={open}
      title={`导入报表：${tableName}`}
      width={MODAL_WIDTH.userPicker}
      onCancel={close}
      footer={footer}
      destroyOnHidden
      mask={{ closable: !busy }}
    >
      {shown.kind === 'idle' ? (
        <>
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            multiple={false}
            fileList={file ? [{ uid: '1', name: file.name, size: file.size, status: 'done' }] : []}
            beforeUpload={(f) => {
              const why = importFileProblem(f);
              setProblem(why);
              setFile(why ? null : f);
              if (why) notify.error(why);
              return false;
            }}
            onRemove={() => {
              setFile(null);
              return true;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或拖拽文件到此处</p>
            <p className="ant-upload-hint">仅支持 .xlsx 格式，不超过 10MB；请使用本报表的导入模板填写。</p>
          </Upload.Dragger>
          {problem && <Alert type="error" showIcon title={problem} className="tax-import__alert" />}
        </>
      ) : (
        <div className="tax-import">
          <Typography.Text strong>{file?.name}</Typography.Text>
          <Progress
            percent={view.percent ?? 50}
            status={view.status}
            aria-label="导入进度"
            format={(p) => (view.status === 'exception' ? '失败' : `${p ?? 0}%`)}
          />
          <Typography.Text
            type={view.status === 'exception' ? 'danger' : view.status === 'success' ? 'success' : 'secondary'}
            role="status"
          >
            {view.text}
          </Typography.Text>
          {current?.status === 'failed' && current.errors.length > 0 && (
            <>
              <Typography.Paragraph type="secondary" className="tax-import__note">
                {current.errorCount > current.errors.length
                  ? `共 ${current.errorCount} 处错误，以下为前 ${current.errors.length} 处；数据未写入，请修改文件后重新导入。`
                  : '以下为文件中的错误，数据未写入，请修改文件后重新导入。'}
              </Typography.Paragraph>
              <TableErrorList errors={current.errors} columns={columns} />
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
