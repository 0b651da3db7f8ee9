import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { MenuItem } from '@portal/shared';
import { PermissionTree } from '../src/platform/permission/PermissionTree.tsx';

const menu = (menuId: string, menuName: string, children?: MenuItem[], button: 0 | 1 = 0): MenuItem => ({
  menuId,
  menuName,
  button,
  children,
});

const TREE: MenuItem[] = [
  menu('sys', '系统管理', [
    menu('users', '用户管理', [menu('uadd', '新增用户', undefined, 1), menu('udel', '删除用户', undefined, 1)]),
    menu('roles', '角色管理'),
  ]),
  menu('tax', '税务管理'),
];

/** A controlled host, as a dialog holds the value. */
function Host({ initial = [], held, spy }: { initial?: string[]; held?: string[]; spy: (ids: string[]) => void }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <PermissionTree
      tree={TREE}
      held={held}
      value={value}
      onChange={(ids) => {
        spy(ids);
        setValue(ids);
      }}
    />
  );
}

const nodeOf = (name: string) => screen.getByText(name).closest('.ant-tree-treenode') as HTMLElement;
const checkboxOf = (name: string) => nodeOf(name).querySelector('.ant-tree-checkbox') as HTMLElement;
const isChecked = (name: string) => checkboxOf(name).classList.contains('ant-tree-checkbox-checked');
const isHalf = (name: string) => checkboxOf(name).classList.contains('ant-tree-checkbox-indeterminate');

afterEach(() => cleanup());

describe('PermissionTree', () => {
  it('checking a node checks its descendants and its ancestors, in tree order', () => {
    const spy = vi.fn();
    render(<Host spy={spy} />);
    fireEvent.click(checkboxOf('用户管理'));
    expect(spy).toHaveBeenLastCalledWith(['sys', 'users', 'uadd', 'udel']);
    expect(isChecked('用户管理')).toBe(true);
    expect(isChecked('新增用户')).toBe(true);
    expect(isChecked('删除用户')).toBe(true);
    // 系统管理 is in the list, but 角色管理 is not: shown half checked.
    expect(isHalf('系统管理')).toBe(true);
    expect(isChecked('角色管理')).toBe(false);
    expect(isChecked('税务管理')).toBe(false);
  });

  it('unchecking a node removes it and its descendants; its ancestors stay', () => {
    const spy = vi.fn();
    render(<Host spy={spy} initial={['sys', 'users', 'uadd', 'udel', 'roles', 'tax']} />);
    expect(isChecked('系统管理')).toBe(true);
    fireEvent.click(checkboxOf('用户管理'));
    expect(spy).toHaveBeenLastCalledWith(['sys', 'roles', 'tax']);
    expect(isChecked('新增用户')).toBe(false);
    expect(isHalf('系统管理')).toBe(true);
  });

  it('gives the ordered list whatever the click order', () => {
    const spy = vi.fn();
    render(<Host spy={spy} />);
    fireEvent.click(checkboxOf('税务管理'));
    expect(spy).toHaveBeenLastCalledWith(['tax']);
    fireEvent.click(checkboxOf('删除用户'));
    expect(spy).toHaveBeenLastCalledWith(['sys', 'users', 'udel', 'tax']);
    fireEvent.click(checkboxOf('角色管理'));
    expect(spy).toHaveBeenLastCalledWith(['sys', 'users', 'udel', 'roles', 'tax']);
  });

  it('held permissions are shown checked, disabled and never given', () => {
    const spy = vi.fn();
    render(<Host spy={spy} held={['users', 'uadd']} />);
    expect(isChecked('新增用户')).toBe(true);
    expect(checkboxOf('新增用户').classList.contains('ant-tree-checkbox-disabled')).toBe(true);
    fireEvent.click(checkboxOf('新增用户'));
    expect(spy).not.toHaveBeenCalled();
    fireEvent.click(checkboxOf('删除用户'));
    expect(spy).toHaveBeenLastCalledWith(['sys', 'udel']);
  });

  it('tags button entries and filters by menu name', () => {
    render(<Host spy={vi.fn()} />);
    expect(nodeOf('新增用户').textContent).toContain('按钮');
    expect(nodeOf('用户管理').textContent).not.toContain('按钮');
    fireEvent.change(screen.getByLabelText('搜索菜单名称'), { target: { value: '税务' } });
    expect(screen.getByText('税务管理')).toBeTruthy();
    expect(screen.queryByText('用户管理')).toBeNull();
    fireEvent.change(screen.getByLabelText('搜索菜单名称'), { target: { value: '删除' } });
    // The match with its ancestors.
    expect(screen.getByText('删除用户')).toBeTruthy();
    expect(screen.getByText('系统管理')).toBeTruthy();
    expect(screen.queryByText('新增用户')).toBeNull();
  });
});
