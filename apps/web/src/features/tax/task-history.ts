/** A task's history for the detail page: what happened to it, oldest first, from its own dates and its tables'. */
import { moneyText } from './format.ts';
import type { TaxTableSummary, TaxTask } from './types.ts';

export interface HistoryEntry {
  at: string;
  title: string;
  detail: string;
  kind: 'create' | 'import' | 'file' | 'pay';
}

/** Entries with a date, oldest first; tables give their last import (importedAt of their data, when known). */
export function taskHistory(
  task: TaxTask,
  imports: readonly { table: Pick<TaxTableSummary, 'tableName'>; importedAt: string | null }[] = [],
): HistoryEntry[] {
  const entries: HistoryEntry[] = [
    { at: task.createdAt, title: '创建任务', detail: `创建人：${task.createdBy}`, kind: 'create' },
  ];
  for (const i of imports) {
    if (i.importedAt) entries.push({ at: i.importedAt, title: '导入报表', detail: i.table.tableName, kind: 'import' });
  }
  if (task.filedAt)
    entries.push({
      at: task.filedAt,
      title: '完成申报',
      detail: `应纳税额 ${moneyText(task.taxAmount)} 元`,
      kind: 'file',
    });
  if (task.paidAt)
    entries.push({
      at: task.paidAt,
      title: '完成缴款',
      detail: `缴款金额 ${moneyText(task.paidAmount)} 元`,
      kind: 'pay',
    });
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
