import { useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Empty, Result, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { CheckSquareOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { BUTTON, TAX_TASK_LOCKED, TAX_VALIDATE_PASSED, taxValidateFailed } from '@portal/shared';
import { progressLabel, useDownload } from '../../../platform/export/index.ts';
import { notify } from '../../../platform/feedback/feedback.ts';
import { Permission } from '../../../platform/permission/index.ts';
import { useDeleteColumnData } from '../api/delete-column-data.ts';
import { downloadTableTemplate } from '../api/download-table-template.ts';
import { useTaxTableData } from '../api/get-tax-table-data.ts';
import { useValidateTaxTable } from '../api/validate-tax-table.ts';
import { tableSourceText } from '../format.ts';
import { useTaxScope } from '../hooks/useTaxScope.ts';
import { placeErrors } from '../table-errors.ts';
import type { TaxTableColumn, TaxTableError } from '../types.ts';
import { ImportModal } from './ImportModal.tsx';
import { TableErrorList } from './TableErrorList.tsx';
import { TableGrid } from './TableGrid.tsx';

const PAGE_SIZE = 50;

export interface TableViewerProps {
  taxType: string;
  taskNo: string;
  tableCode: string;
  /** The task is filed or paid: its tables cannot change (import and clearing are off). */
  locked: boolean;
}

/**
 * One table of a task: its rows in its format, 下载模板, 导入 (with progress), 校验 (failing cells marked, each error
 * listed with its row and column), and clearing a column (confirmed first).
 */
export function TableViewer({ taxType, taskNo, tableCode, locked }: TableViewerProps) {
  const { modal } = App.useApp();
  const scope = useTaxScope();
  const table = useTaxTableData(scope, taskNo, tableCode);
  const validate = useValidateTaxTable();
  const clear = useDeleteColumnData(scope);
  const template = useDownload();
  // A check describes the rows it ran on: once new rows arrive (an import, a cleared column) it no longer shows.
  const [check, setCheck] = useState<{ at: number; errors: TaxTableError[] } | null>(null);
  const errors = check && check.at === table.dataUpdatedAt ? check.errors : null;
  const setErrors = (found: TaxTableError[] | null) =>
    setCheck(found ? { at: table.dataUpdatedAt, errors: found } : null);
  const [wantedPage, setPage] = useState(1);
  const [importing, setImporting] = useState(false);
  const placed = useMemo(() => placeErrors(errors ?? []), [errors]);
  const grid = useRef<HTMLDivElement>(null);
  /** Shows an error's cell: its page, then the cell scrolled into view (the table scrolls both ways). */
  const locate = (e: TaxTableError) => {
    setPage(Math.ceil(e.row / PAGE_SIZE));
    window.setTimeout(() => {
      grid.current
        ?.querySelector(`[data-cell="${CSS.escape(`${e.row}:${e.column}`)}"]`)
        ?.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'smooth' });
    }, 50);
  };
  const data = table.data;
  const page = Math.min(wantedPage, Math.max(1, Math.ceil((data?.rows.length ?? 0) / PAGE_SIZE)));

  const runValidate = async () => {
    try {
      const found = await validate.mutateAsync({ taxType, taskNo, tableCode });
      setErrors(found);
      if (found.length === 0) notify.success(TAX_VALIDATE_PASSED);
      else {
        notify.warning(taxValidateFailed(found.length));
        const first = found.find((e) => e.row > 0);
        if (first) locate(first);
      }
    } catch {
      // shown by the request layer
    }
  };

  const askClear = (column: TaxTableColumn) =>
    void modal.confirm({
      title: '清空列数据',
      content: `确定清空“${column.title}”列的全部数据吗？清空后不可恢复，可重新导入。`,
      okText: '清空',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await clear.mutateAsync({ taskNo, tableCode, columnKey: column.key });
          notify.success(`已清空“${column.title}”列`);
        } catch {
          // shown by the request layer
        }
      },
    });

  if (table.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (table.isError)
    return (
      <Result
        status="warning"
        title="报表加载失败"
        subTitle={table.error.message}
        extra={
          <Button type="primary" onClick={() => void table.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  if (!data) return <Empty description="报表不存在或已被删除" />;

  return (
    <div className="tax-viewer">
      <div className="tax-viewer__head">
        <div className="tax-viewer__title">
          <Typography.Title level={5} className="tax-viewer__name">
            {data.tableName}
          </Typography.Title>
          <Space size={6} wrap className="tax-muted">
            <Tag>{data.tableCode}</Tag>
            <Tag color="blue">{`版本 ${data.version}`}</Tag>
            <span>{`${data.rows.length} 行`}</span>
            <span>{tableSourceText(data)}</span>
          </Space>
        </div>
        <Space wrap>
          <Button
            icon={<DownloadOutlined />}
            loading={template.running}
            onClick={() =>
              void template.run((p) => downloadTableTemplate(tableCode, p), `${data.tableName}导入模板.xlsx`)
            }
          >
            {template.running ? `下载中 ${progressLabel(template.progress)}`.trim() : '下载模板'}
          </Button>
          <Permission code={BUTTON.tax.tableImport}>
            <Tooltip title={locked ? TAX_TASK_LOCKED : undefined}>
              <Button type="primary" icon={<UploadOutlined />} disabled={locked} onClick={() => setImporting(true)}>
                导入
              </Button>
            </Tooltip>
          </Permission>
          <Button icon={<CheckSquareOutlined />} loading={validate.isPending} onClick={() => void runValidate()}>
            校验
          </Button>
        </Space>
      </div>

      {locked && <Alert type="info" showIcon title={TAX_TASK_LOCKED} className="tax-viewer__alert" />}
      {errors !== null &&
        (errors.length === 0 ? (
          <Alert
            type="success"
            showIcon
            title={TAX_VALIDATE_PASSED}
            closable={{ onClose: () => setErrors(null) }}
            className="tax-viewer__alert"
          />
        ) : (
          <Alert
            type="error"
            showIcon
            className="tax-viewer__alert"
            title={`${taxValidateFailed(errors.length)}：出错的单元格已标红，点击下方错误可定位到所在行。`}
            description={<TableErrorList errors={errors} columns={data.columns} onLocate={locate} />}
          />
        ))}

      <div ref={grid}>
        <TableGrid
          data={data}
          errors={placed}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          editable={!locked}
          lockedReason={TAX_TASK_LOCKED}
          onClearColumn={askClear}
          loading={table.isFetching || clear.isPending}
        />
      </div>

      <ImportModal
        open={importing}
        onClose={() => setImporting(false)}
        taxType={taxType}
        taskNo={taskNo}
        tableCode={tableCode}
        tableName={data.tableName}
        columns={data.columns}
      />
    </div>
  );
}
