import { useMemo, useState, type ReactNode } from 'react';
import { Input, Tag, Tree, type TreeDataNode, type TreeProps } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { permissionTree, type MenuItem } from '@portal/shared';

export interface PermissionTreeProps {
  /** The menu tree to pick from (§3 MenuItem, children nested). */
  tree: readonly MenuItem[];
  /**
   * Permissions already held (an authorisation application: the role's current grants): shown checked and
   * disabled, never in `value` nor in what onChange gives. Role allocation leaves it empty: there the role's menus
   * are the editable value, as the allocation replaces the role's whole set.
   */
  held?: readonly string[];
  /** The checked ids (held ids and ids not in the tree are ignored). */
  value: readonly string[];
  /** The new checked ids after a click, in tree order (depth-first), held ids excluded. */
  onChange: (ids: string[]) => void;
  /** A search box filtering the tree by menu name (default true). */
  searchable?: boolean;
  /** Height of the scrolling tree in px (virtual scrolling); default: no scrolling of its own. */
  height?: number;
  disabled?: boolean;
}

interface Node extends TreeDataNode {
  key: string;
  children?: Node[];
}

const EMPTY: readonly string[] = [];
// Inline styles, no css file: index.ts is imported by every gated page, and a css import is a side effect that
// would keep this module in their chunks.
const TAG_STYLE = { marginInlineStart: 6, fontSize: 11, lineHeight: '16px', paddingInline: 4 } as const;
const BOX_STYLE = { display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 } as const;
const EMPTY_STYLE = { padding: '24px 0', color: 'rgba(0, 0, 0, 0.45)', textAlign: 'center' } as const;

/** The antd nodes of the tree; with a search, the matching nodes (with their subtrees) and their ancestors only. */
function toNodes(items: readonly MenuItem[], held: ReadonlySet<string>, search: string): Node[] {
  const out: Node[] = [];
  for (const item of items) {
    const matches = search === '' || item.menuName.toLowerCase().includes(search);
    const children = toNodes(item.children ?? [], held, matches ? '' : search);
    if (!matches && children.length === 0) continue;
    const title: ReactNode =
      item.button === 1 ? (
        <span>
          {item.menuName}
          <Tag style={TAG_STYLE}>按钮</Tag>
        </span>
      ) : (
        item.menuName
      );
    out.push({
      key: item.menuId,
      title,
      disableCheckbox: held.has(item.menuId),
      children: children.length > 0 ? children : undefined,
    });
  }
  return out;
}

/**
 * §4 permission tree: antd Tree with `checkStrictly`, the cascade being shared `permission/tree.ts`'s (checking a
 * node checks its descendants and ancestors; unchecking removes it and its descendants; held ids disabled and
 * excluded). Controlled: `value` in, `onChange` with the ordered list out. Button entries carry a 按钮 tag.
 */
export function PermissionTree({
  tree,
  held = EMPTY,
  value,
  onChange,
  searchable = true,
  height,
  disabled,
}: PermissionTreeProps) {
  const [search, setSearch] = useState('');
  const index = useMemo(() => permissionTree.indexPermissionTree(tree), [tree]);
  const state = useMemo(() => permissionTree.createPermissionTreeState(index, held, value), [index, held, value]);
  const view = useMemo(() => permissionTree.permissionTreeView(state), [state]);
  const needle = search.trim().toLowerCase();
  const nodes = useMemo(() => toNodes(tree, state.held, needle), [tree, state.held, needle]);

  const onCheck: TreeProps<Node>['onCheck'] = (_, info) => {
    const next = permissionTree.toggle(state, String(info.node.key), info.checked);
    if (next !== state) onChange(permissionTree.permissionIdsToSubmit(next));
  };

  return (
    <div style={BOX_STYLE}>
      {searchable && (
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="搜索菜单名称"
          aria-label="搜索菜单名称"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      )}
      {nodes.length === 0 ? (
        <div style={EMPTY_STYLE}>{needle ? '没有匹配的菜单' : '暂无菜单'}</div>
      ) : (
        <Tree<Node>
          // A new search remounts the tree fully expanded on its matches.
          key={needle}
          checkable
          checkStrictly
          selectable={false}
          defaultExpandAll
          disabled={disabled}
          height={height}
          treeData={nodes}
          checkedKeys={{ checked: view.checked, halfChecked: view.halfChecked }}
          onCheck={onCheck}
        />
      )}
    </div>
  );
}
