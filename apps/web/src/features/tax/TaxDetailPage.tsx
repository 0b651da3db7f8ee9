import { useMemo, useState } from 'react';
import { Button, Card, Empty, Result, Skeleton, Space, Table, Tag } from 'antd';
import { ArrowLeftOutlined, HistoryOutlined, ProfileOutlined, TableOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTaxTables } from './api/get-tax-tables.ts';
import { useTaxTablesData } from './api/get-tax-table-data.ts';
import { useTaxTask } from './api/get-tax-task.ts';
import { AmountModal } from './components/AmountModal.tsx';
import { FilePushButton, FilePushStatus } from './components/FilePushButton.tsx';
import { TableViewer } from './components/TableViewer.tsx';
import { TaskActions } from './components/TaskActions.tsx';
import { TaskSummary } from './components/TaskSummary.tsx';
import { TaxPageHeader } from './components/TaxPageHeader.tsx';
import { tableSourceText, timeText } from './format.ts';
import { useTaskMoves } from './hooks/useTaskMoves.ts';
import { useTaxScope } from './hooks/useTaxScope.ts';
import { taskHistory } from './task-history.ts';
import './tax.css';
import './tax-tables.css';

const title = (icon: React.ReactNode, text: string) => (
  <span className="tax-card__title">
    {icon}
    {text}
  </span>
);

const back = (
  <Link to="/tax/taxTask">
    <Button icon={<ArrowLeftOutlined />}>返回税务任务</Button>
  </Link>
);

/** /system/tax-admin/tax-detail?id={taskNo} (§2.2 kind 1): one task, its tables and its history. */
export default function TaxDetailPage() {
  const scope = useTaxScope();
  const [params, setParams] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const task = useTaxTask(scope, id);
  const tables = useTaxTables(scope, id ?? undefined, undefined, Boolean(task.data));
  const codes = useMemo(() => (tables.data ?? []).map((t) => t.tableCode), [tables.data]);
  const tableData = useTaxTablesData(scope, id ?? undefined, codes);
  const moves = useTaskMoves();
  const selected = params.get('table') ?? undefined;
  const [pushId, setPushId] = useState<string | null>(null);

  if (!id)
    return (
      <div className="tax-page">
        <TaxPageHeader title="税务数据详情" extra={back} />
        <Card className="tax-card">
          <Result status="warning" title="缺少任务编号" subTitle="请从税务任务列表进入任务详情。" />
        </Card>
      </div>
    );

  if (task.isPending)
    return (
      <div className="tax-page">
        <TaxPageHeader title="税务数据详情" extra={back} />
        <Card className="tax-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      </div>
    );

  if (task.isError || !task.data)
    return (
      <div className="tax-page">
        <TaxPageHeader title="税务数据详情" extra={back} />
        <Card className="tax-card">
          <Result
            status={task.isError ? 'warning' : '404'}
            title={task.isError ? '任务加载失败' : '任务不存在'}
            subTitle={task.isError ? task.error.message : `未找到编号为 ${id} 的任务，可能已删除或不属于当前企业。`}
            extra={task.isError && <Button onClick={() => void task.refetch()}>重新加载</Button>}
          />
        </Card>
      </div>
    );

  const t = task.data;
  const locked = t.state === 'filed' || t.state === 'paid';
  const imports = (tables.data ?? []).map((table, i) => ({
    table,
    importedAt: tableData[i]?.data?.importedAt ?? null,
  }));
  const history = taskHistory(t, imports);

  return (
    <div className="tax-page">
      <TaxPageHeader title="税务数据详情" description={`${t.itemName} · 任务 ${t.taskNo}`} extra={back} />
      <Card
        className="tax-card"
        title={title(<ProfileOutlined />, '任务信息')}
        extra={
          <Space size={8} wrap>
            <TaskActions task={t} onMove={moves.start} busy={moves.pending} withDetail={false} />
            <FilePushButton taskNo={t.taskNo} disabled={locked} onPushed={setPushId} />
          </Space>
        }
      >
        <TaskSummary task={t} />
        {pushId && <FilePushStatus pushId={pushId} />}
      </Card>
      <Card className="tax-card" title={title(<TableOutlined />, '报表')}>
        <Table
          size="middle"
          rowKey="tableCode"
          loading={tables.isFetching}
          dataSource={tables.data ?? []}
          pagination={false}
          locale={{ emptyText: '该任务暂无报表' }}
          rowClassName={(r) => (r.tableCode === selected ? 'ant-table-row-selected' : '')}
          columns={[
            { title: '报表名称', dataIndex: 'tableName', key: 'tableName' },
            { title: '报表编号', dataIndex: 'tableCode', key: 'tableCode', width: 160 },
            { title: '版本', dataIndex: 'version', key: 'version', width: 100 },
            { title: '数据行数', dataIndex: 'rowCount', key: 'rowCount', width: 100, align: 'right' },
            {
              title: '数据来源',
              key: 'importedAt',
              width: 250,
              render: (_v, r, i) => {
                const data = tableData[i]?.data;
                return data ? tableSourceText(data) : r.rowCount > 0 ? '-' : '尚未导入';
              },
            },
            {
              title: '显示',
              key: 'hidden',
              width: 90,
              render: (_v, r) => (r.hidden ? <Tag>已隐藏</Tag> : <Tag color="blue">显示</Tag>),
            },
            {
              title: '操作',
              key: 'open',
              width: 100,
              render: (_v, r) => (
                <Button
                  type="link"
                  size="small"
                  onClick={() => setParams({ id: t.taskNo, table: r.tableCode }, { replace: true })}
                >
                  查看
                </Button>
              ),
            },
          ]}
        />
        {selected && (
          <div className="tax-detail__viewer">
            <TableViewer key={selected} taxType={t.taxType} taskNo={t.taskNo} tableCode={selected} locked={locked} />
          </div>
        )}
      </Card>
      <Card className="tax-card" title={title(<HistoryOutlined />, '办理记录')}>
        {history.length ? (
          <ol className="tax-history">
            {history.map((h) => (
              <li key={`${h.kind}-${h.at}-${h.detail}`} className={`tax-history__item tax-history__item--${h.kind}`}>
                <span className="tax-history__time">{timeText(h.at)}</span>
                <strong>{h.title}</strong>
                <span className="tax-muted">{h.detail}</span>
              </li>
            ))}
          </ol>
        ) : (
          <Empty description="暂无办理记录" />
        )}
      </Card>
      <AmountModal {...moves.amount} />
    </div>
  );
}
