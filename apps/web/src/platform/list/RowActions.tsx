import type { ReactNode } from 'react';
import { Button, Dropdown, Tooltip } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import type { ButtonCode } from '@portal/shared';
import { useMenuStore } from '../session/menus-store.ts';
import { MORE_LABEL } from './columns.ts';

/** One action of a table row. */
export interface RowAction {
  key: string;
  label: string;
  /** The §6 button code it needs: without it the action is not shown. */
  code?: ButtonCode;
  danger?: boolean;
  /** Why the row's state forbids it (shown on hover of the disabled button); empty: enabled. */
  blocked?: string | null;
  onClick: () => void;
}

export interface RowActionsProps {
  actions: readonly RowAction[];
  /**
   * How many actions stand as buttons; the rest go under 更多 (a dropdown). Its default shows them all: a page
   * whose 操作 column would crowd its data columns keeps the frequent ones out and the rare ones under 更多.
   */
  inline?: number;
}

function ActionButton({ action }: { action: RowAction }): ReactNode {
  if (action.blocked) {
    return (
      <Tooltip title={action.blocked}>
        <Button type="link" size="small" danger={action.danger} disabled>
          {action.label}
        </Button>
      </Tooltip>
    );
  }
  return (
    <Button type="link" size="small" danger={action.danger} onClick={action.onClick}>
      {action.label}
    </Button>
  );
}

/**
 * The buttons of a row's 操作 cell, side by side on one line (their column is as wide as they are:
 * actionColumnWidth): each removed without its button code, disabled with the reason when the row forbids it, the
 * ones past `inline` in a 更多 dropdown (shown as a button when only one is left for it).
 */
export function RowActions({ actions, inline = Infinity }: RowActionsProps) {
  const held = useMenuStore((s) => s.btnPerm);
  const shown = actions.filter((a) => !a.code || held.includes(a.code));
  const cut = shown.length - inline > 1 ? inline : shown.length;
  const rest = shown.slice(cut);
  return (
    <span className="portal-list__row-actions">
      {shown.slice(0, cut).map((a) => (
        <ActionButton key={a.key} action={a} />
      ))}
      {rest.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: rest.map((a) => ({
              key: a.key,
              label: a.blocked ? <Tooltip title={a.blocked}>{a.label}</Tooltip> : a.label,
              danger: a.danger,
              disabled: Boolean(a.blocked),
            })),
            onClick: ({ key }) => rest.find((a) => a.key === key)?.onClick(),
          }}
        >
          <Button type="link" size="small">
            {MORE_LABEL}
            <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </span>
  );
}
