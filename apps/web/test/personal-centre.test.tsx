/**
 * 个人中心's 编辑 (issue 15): the modal checks 姓名 (required, ≤ 20) and 昵称 (≤ 20) before calling
 * updatePersonInformation with trimmed values; on success 修改成功, the user info is read again and the modal closes;
 * a refused call keeps it open.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import PersonalCentrePage from '../src/features/users/PersonalCentrePage.tsx';
import { request } from '../src/platform/request/index.ts';
import { loadUserInfo } from '../src/platform/session/actions.ts';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { useSession } from '../src/platform/session/store.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

vi.mock('../src/platform/request/index.ts', () => ({
  request: vi.fn(),
  first: (env: { data?: unknown[] }) => (Array.isArray(env.data) ? env.data[0] : undefined),
}));
vi.mock('../src/platform/session/actions.ts', () => ({ loadUserInfo: vi.fn() }));

const mockedRequest = vi.mocked(request);
const mockedLoad = vi.mocked(loadUserInfo);

const callsOf = (name: string) => mockedRequest.mock.calls.filter(([n]) => n === name);

function serve(update: 'ok' | 'refused' = 'ok') {
  mockedRequest.mockImplementation((async (name: string, payload: Record<string, string>) => {
    if (name === 'enterpriseList')
      return { code: '200', msg: '', data: [{ entId: 'e1', customerName: '国能甲公司', currentFlag: 1 }] };
    if (name === 'updatePersonInformation') {
      if (update === 'refused') throw new Error('refused');
      return { code: '200', msg: '修改成功', data: [{ userName: payload.userName, showName: payload.showName }] };
    }
    return { code: '200', msg: '', data: [] };
  }) as unknown as typeof request);
  mockedLoad.mockImplementation(async () => {
    const body = callsOf('updatePersonInformation').at(-1)?.[1] as { userName: string; showName: string };
    const info = makeUser({ userName: body.userName, showName: body.showName });
    useSession.getState().setUserInfo(info);
    return info;
  });
}

const openModal = async () => {
  renderWithProviders(<PersonalCentrePage />, { path: '/userCenter/userManage' });
  fireEvent.click(await screen.findByRole('button', { name: /编\s*辑/ }));
  return screen.findByRole('dialog');
};
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText<HTMLInputElement>(label);
const ok = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: makeUser({ userName: '张三', showName: '小张' }) });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
});

describe('个人中心 编辑', () => {
  it('opens with the current 姓名 and 昵称', async () => {
    serve();
    const dialog = await openModal();
    expect(field(dialog, '姓名').value).toBe('张三');
    expect(field(dialog, '昵称').value).toBe('小张');
  });

  it('姓名 required (blank too), at most 20 characters; 昵称 at most 20: nothing is sent', async () => {
    serve();
    const dialog = await openModal();
    fireEvent.change(field(dialog, '姓名'), { target: { value: '   ' } });
    ok(dialog);
    expect(await within(dialog).findByText('请输入姓名')).toBeTruthy();
    fireEvent.change(field(dialog, '姓名'), { target: { value: '名'.repeat(21) } });
    ok(dialog);
    expect(await within(dialog).findByText('姓名不能超过20个字符')).toBeTruthy();
    fireEvent.change(field(dialog, '姓名'), { target: { value: '李四' } });
    fireEvent.change(field(dialog, '昵称'), { target: { value: 'n'.repeat(21) } });
    ok(dialog);
    expect(await within(dialog).findByText('昵称不能超过20个字符')).toBeTruthy();
    expect(callsOf('updatePersonInformation')).toHaveLength(0);
  });

  it('submits trimmed values; 修改成功, the user info is read again, the page shows the new name', async () => {
    serve();
    const dialog = await openModal();
    fireEvent.change(field(dialog, '姓名'), { target: { value: ' 李四 ' } });
    fireEvent.change(field(dialog, '昵称'), { target: { value: '  ' } });
    ok(dialog);
    await waitFor(() => expect(callsOf('updatePersonInformation')).toHaveLength(1));
    expect(callsOf('updatePersonInformation')[0][1]).toEqual({ userName: '李四', showName: '' });
    expect(await screen.findByText('修改成功', { selector: '.ant-message *' })).toBeTruthy();
    expect(mockedLoad).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('李四')).toBeTruthy();
  });

  it('a refused call keeps the modal open, without 修改成功', async () => {
    serve('refused');
    const dialog = await openModal();
    fireEvent.change(field(dialog, '姓名'), { target: { value: '李四' } });
    ok(dialog);
    await waitFor(() => expect(callsOf('updatePersonInformation')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByText('修改成功')).toBeNull();
    expect(mockedLoad).not.toHaveBeenCalled();
  });
});

describe('个人中心 我的组织', () => {
  afterEach(() => useMenuStore.getState().reset());
  const ORGS = [
    {
      customerCode: '10020000',
      customerRegisterName: '国能销售集团有限公司',
      companyLevel: 2,
      cat: 'coal',
      primary: true,
    },
    {
      customerCode: '10020100',
      customerRegisterName: '国能销售集团北京分公司',
      companyLevel: 3,
      cat: 'coal',
      primary: false,
    },
  ];
  function serveOrgs() {
    mockedRequest.mockImplementation((async (name: string) => {
      if (name === 'orgGetUserOrgs') return { code: '200', msg: '', data: ORGS };
      if (name === 'orgUpdateUserPrimaryOrg') return { code: '200', msg: '', data: [{ ...ORGS[1], primary: true }] };
      return { code: '200', msg: '', data: [] };
    }) as unknown as typeof request);
  }

  it('lists the organisations with the primary one marked; 设为主组织 asks, then sets it', async () => {
    useMenuStore.setState({ resultPath: ['/userCenter/userManage', '/organization/index'] });
    serveOrgs();
    renderWithProviders(<PersonalCentrePage />, { path: '/userCenter/userManage' });
    const row = (await screen.findByText('国能销售集团北京分公司')).closest('li')!;
    expect(screen.getByText('主组织')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '设为主组织' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(callsOf('orgUpdateUserPrimaryOrg')).toHaveLength(1));
    expect(callsOf('orgUpdateUserPrimaryOrg')[0][1]).toEqual({ customerCode: '10020100' });
  });

  it('is not shown, and nothing is asked, without the organisation page', async () => {
    useMenuStore.setState({ resultPath: ['/userCenter/userManage'] });
    serveOrgs();
    renderWithProviders(<PersonalCentrePage />, { path: '/userCenter/userManage' });
    expect(await screen.findByText('个人信息')).toBeTruthy();
    expect(screen.queryByText('我的组织')).toBeNull();
    expect(callsOf('orgGetUserOrgs')).toHaveLength(0);
  });
});
