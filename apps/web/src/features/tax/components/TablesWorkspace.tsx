import { useMemo } from 'react';
import { Card, Col, Empty, Row, Select, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { TAX_TASK_STATE_LABEL } from '@portal/shared';
import { useEntProfile } from '../api/get-ent-profile.ts';
import { useFilingPreference } from '../api/get-filing-preference.ts';
import { useTaxTables } from '../api/get-tax-tables.ts';
import { useTaxTasks } from '../api/get-tax-tasks.ts';
import { periodicityOf, periodText } from '../format.ts';
import { useTaxScope } from '../hooks/useTaxScope.ts';
import { useTaxTypeOptions } from '../hooks/useTaxTypeOptions.ts';
import { TableNav } from './TableNav.tsx';
import { TableViewer } from './TableViewer.tsx';

export interface TablesWorkspaceProps {
  /** Only this tax type (the QCIT view); otherwise the user picks one. */
  fixedTaxType?: string;
}

/** The most tasks the picker lists (the newest periods first). */
const TASKS_LISTED = 100;

/**
 * The tax tables of a task (申报审核, 企业所得税季报审核, 税务分析报表): pick the tax type and task, the task's tables on
 * the left (显示/隐藏), the chosen table on the right. The choice is in the URL (?taxType=&taskNo=&table=).
 */
export function TablesWorkspace({ fixedTaxType }: TablesWorkspaceProps) {
  const scope = useTaxScope();
  const [params, setParams] = useSearchParams();
  const profile = useEntProfile(scope);
  const preference = useFilingPreference(scope);
  const { options, nameOf } = useTaxTypeOptions();

  const filed = profile.data?.taxTypes.map((t) => t.taxType);
  const taxType =
    fixedTaxType ??
    (params.get('taxType') || preference.data?.defaultTaxTypes[0] || filed?.[0] || (profile.isFetched ? '01' : ''));
  const tasks = useTaxTasks(scope, { taxType, currentPage: 1, pageSize: TASKS_LISTED }, Boolean(taxType));
  const sorted = useMemo(
    () => [...(tasks.data?.records ?? [])].sort((a, b) => b.period.localeCompare(a.period)),
    [tasks.data],
  );
  const taskNo = params.get('taskNo') || sorted[0]?.taskNo;
  const task = sorted.find((t) => t.taskNo === taskNo);
  const tables = useTaxTables(scope, taskNo, undefined, Boolean(taskNo));
  const visible = (tables.data ?? []).filter((t) => !t.hidden);
  const wanted = params.get('table');
  const tableCode = visible.find((t) => t.tableCode === wanted)?.tableCode ?? visible[0]?.tableCode;

  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  const taxTypeOptions = filed?.length ? filed.map((t) => ({ value: t, label: nameOf(t) })) : options;
  const taskOptions = sorted.map((t) => ({
    value: t.taskNo,
    label: `${periodText(t.period, periodicityOf(t.taxType, profile.data?.taxTypes))}（${TAX_TASK_STATE_LABEL[t.state]}）`,
  }));
  if (taskNo && !task && !tasks.isPending) taskOptions.unshift({ value: taskNo, label: `任务 ${taskNo}` });

  return (
    <div className="tax-stack">
      <Card className="tax-card" size="small">
        <Space wrap size={[16, 8]} className="tax-picker">
          {!fixedTaxType && (
            <label className="tax-picker__field">
              <span>税种</span>
              <Select
                value={taxType || undefined}
                options={taxTypeOptions}
                placeholder="请选择税种"
                style={{ width: 220 }}
                showSearch={{ optionFilterProp: 'label' }}
                onChange={(v: string) => set({ taxType: v, taskNo: undefined, table: undefined })}
                aria-label="税种"
              />
            </label>
          )}
          <label className="tax-picker__field">
            <span>所属期任务</span>
            <Select
              value={taskNo}
              options={taskOptions}
              loading={tasks.isFetching}
              placeholder={tasks.isPending ? '加载中…' : '暂无任务'}
              notFoundContent="该税种暂无任务，请先在税务任务中创建"
              style={{ width: 260 }}
              onChange={(v: string) => set({ taskNo: v, table: undefined })}
              aria-label="所属期任务"
            />
          </label>
          {task && <span className="tax-muted">{`${task.itemName} · 申报期限 ${task.deadline ?? '按次申报'}`}</span>}
        </Space>
      </Card>
      {!taskNo && !tasks.isPending ? (
        <Card className="tax-card">
          <Empty description={`${nameOf(taxType)}暂无任务，请先在“税务任务”中创建`} />
        </Card>
      ) : (
        <Row gutter={[16, 16]} wrap={false} className="tax-workspace">
          <Col flex="240px" className="tax-workspace__nav">
            <Card className="tax-card" size="small">
              <TableNav
                tables={tables.data}
                loading={tables.isPending && Boolean(taskNo)}
                selected={tableCode}
                onSelect={(code) => set({ table: code })}
              />
            </Card>
          </Col>
          <Col flex="auto" className="tax-workspace__main">
            <Card className="tax-card">
              {taskNo && tableCode ? (
                <TableViewer
                  key={`${taskNo}-${tableCode}`}
                  taxType={task?.taxType ?? taxType}
                  taskNo={taskNo}
                  tableCode={tableCode}
                  locked={task?.state === 'filed' || task?.state === 'paid'}
                />
              ) : (
                <Empty description={tables.isPending ? '加载中…' : '请选择左侧的报表'} />
              )}
            </Card>
          </Col>
        </Row>
      )}
    </div>
  );
}
