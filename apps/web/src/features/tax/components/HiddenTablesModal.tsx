import { useState } from 'react';
import { Checkbox, Empty, Modal, Skeleton, Typography } from 'antd';
import { MODAL_WIDTH } from '@portal/shared';
import { notify } from '../../../platform/feedback/feedback.ts';
import { useTaxTables } from '../api/get-tax-tables.ts';
import { useUpdateHiddenTables } from '../api/update-hidden-tables.ts';
import { useTaxScope } from '../hooks/useTaxScope.ts';
import type { TaxTableSummary } from '../types.ts';

/** The hidden list after choosing which of `tables` show: the others' hidden state is kept as it was. */
export function nextHiddenCodes(
  all: readonly Pick<TaxTableSummary, 'tableCode' | 'hidden'>[],
  shown: readonly string[],
  here: readonly string[],
): string[] {
  const elsewhere = all.filter((t) => t.hidden && !here.includes(t.tableCode)).map((t) => t.tableCode);
  const hiddenHere = here.filter((c) => !shown.includes(c));
  return [...new Set([...elsewhere, ...hiddenHere])];
}

/** 显示/隐藏报表: which tables of the list show (the user's own setting, saved with updateHiddenTableList). */
export function HiddenTablesModal({
  open,
  onClose,
  tables,
}: {
  open: boolean;
  onClose: () => void;
  tables: readonly TaxTableSummary[];
}) {
  const scope = useTaxScope();
  // Every table the user sees, so hiding tables here keeps the ones hidden under other tax types hidden.
  const all = useTaxTables(scope, undefined, undefined, open);
  const save = useUpdateHiddenTables(scope);
  // null until the user ticks something: the saved setting shows.
  const [edited, setEdited] = useState<string[] | null>(null);
  const shown = edited ?? tables.filter((t) => !t.hidden).map((t) => t.tableCode);
  const close = () => {
    setEdited(null);
    onClose();
  };

  const submit = async () => {
    if (!all.data) return;
    try {
      await save.mutateAsync(
        nextHiddenCodes(
          all.data,
          shown,
          tables.map((t) => t.tableCode),
        ),
      );
      notify.success('报表显示设置已保存');
      close();
    } catch {
      // shown by the request layer
    }
  };

  return (
    <Modal
      open={open}
      title="显示/隐藏报表"
      width={MODAL_WIDTH.default}
      okText="保存"
      cancelText="取消"
      onCancel={close}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: !all.data }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">勾选的报表显示在列表中；隐藏的报表仍可在此重新显示。</Typography.Paragraph>
      {all.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : tables.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无报表" />
      ) : (
        <Checkbox.Group
          className="tax-hidden__list"
          value={shown}
          onChange={(v) => setEdited(v)}
          options={tables.map((t) => ({ value: t.tableCode, label: `${t.tableName}（${t.tableCode}）` }))}
        />
      )}
    </Modal>
  );
}
