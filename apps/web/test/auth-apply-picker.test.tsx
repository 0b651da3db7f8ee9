import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PickerUser } from '@portal/shared';
import { UserPickerModal, NOT_SELECTABLE_REASON } from '../src/features/auth-apply/components/UserPickerModal.tsx';
import { request } from '../src/platform/request/index.ts';
import { page, pickerUser, serveCalls, type RequestMock } from './auth-apply-fixtures.ts';
import { renderWithProviders } from './layouts-helpers.tsx';

vi.mock('../src/platform/request/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../src/platform/request/index.ts')>()),
  request: vi.fn(),
}));

const mocked = vi.mocked(request) as unknown as RequestMock;
const callsOf = (name: string) => mocked.mock.calls.filter(([n]) => n === name);
const scope = { userId: 'u1', entId: 'e1' };

const USERS: PickerUser[] = [
  pickerUser(),
  // Internal, without organisations: not selectable.
  pickerUser({ userId: 'u6', userName: '赵六', account: 'zhaoliu', userOrganzations: [] }),
  // External with entId and entName: selectable.
  pickerUser({
    userId: 'u7',
    userName: '钱七',
    account: 'qianqi',
    userSource: 2,
    entId: 'e9',
    entName: '合作伙伴公司',
    userOrganzations: [],
  }),
  // External missing entName: not selectable.
  pickerUser({ userId: 'u8', userName: '孙八', account: 'sunba', userSource: 2, entId: 'e9', entName: '' }),
];

function openPicker(onOk = vi.fn(), pickedIds: string[] = []) {
  serveCalls(mocked, {
    resAuthApplyUserList: (q) => {
      const account = typeof q.account === 'string' ? q.account : '';
      const userName = typeof q.userName === 'string' ? q.userName : '';
      const matched = USERS.filter((u) => u.account.includes(account) && u.userName.includes(userName));
      return page(matched, Number(q.currentPage), Number(q.pageSize), matched.length);
    },
  });
  renderWithProviders(
    <UserPickerModal open scope={scope} productType="01" pickedIds={pickedIds} onOk={onOk} onCancel={vi.fn()} />,
  );
  return onOk;
}

const checkboxOf = (name: string) =>
  within(screen.getByText(name).closest('tr')!).getByRole<HTMLInputElement>('checkbox');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('user picker 选择用户 (§2.5, §5)', () => {
  it('is 900 px wide, titled 选择用户, asks for the plate’s users 10 a page, with a size changer', async () => {
    openPicker();
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('.ant-modal-title')?.textContent).toBe('选择用户');
    expect(dialog.closest<HTMLElement>('.ant-modal')?.style.width).toBe('900px');
    await screen.findByText('王五');
    expect(callsOf('resAuthApplyUserList')[0][1]).toEqual({
      account: '',
      userName: '',
      productId: '01',
      currentPage: 1,
      pageSize: 10,
    });
    expect(dialog.querySelector('.ant-pagination-options-size-changer')).toBeTruthy();
  });

  it('a row is selectable only with an enterprise', async () => {
    openPicker();
    await screen.findByText('王五');
    expect(checkboxOf('王五').disabled).toBe(false);
    expect(checkboxOf('赵六').disabled).toBe(true);
    expect(checkboxOf('钱七').disabled).toBe(false);
    expect(checkboxOf('孙八').disabled).toBe(true);
    expect(checkboxOf('赵六').closest('[title]')?.getAttribute('title')).toBe(NOT_SELECTABLE_REASON);
  });

  it('searches by account and userName', async () => {
    openPicker();
    await screen.findByText('王五');
    fireEvent.change(screen.getByRole('textbox', { name: '账号' }), { target: { value: ' qian ' } });
    fireEvent.change(screen.getByRole('textbox', { name: '用户名' }), { target: { value: '钱' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(screen.queryByText('王五')).toBeNull());
    expect(callsOf('resAuthApplyUserList').at(-1)?.[1]).toMatchObject({
      account: 'qian',
      userName: '钱',
      currentPage: 1,
    });
  });

  it('确定 hands over the checked users; users already in the application stay checked and fixed', async () => {
    const onOk = openPicker(vi.fn(), ['u7']);
    await screen.findByText('王五');
    expect(checkboxOf('钱七').checked).toBe(true);
    expect(checkboxOf('钱七').disabled).toBe(true);
    fireEvent.click(checkboxOf('王五'));
    fireEvent.click(screen.getByRole('button', { name: /确定（1）/ }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect((onOk.mock.calls[0][0] as PickerUser[]).map((u) => u.userId)).toEqual(['u5']);
  });
});
