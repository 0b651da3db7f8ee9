/**
 * /systemMonitoring/push: 发送 with an empty form shows what is missing and raises nothing (the form's validation
 * rejection is the page's to handle, not an uncaught promise); the sent history cuts a long notice to one line with
 * the whole text on hover.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { BUTTON } from '@portal/shared';
import NoticePushPage from '../src/features/notices/NoticePushPage.tsx';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { useSession } from '../src/platform/session/store.ts';
import { request } from '../src/platform/request/index.ts';
import { makeUser, renderWithProviders } from './layouts-helpers.tsx';

vi.mock('../src/platform/request/index.ts', () => ({
  request: vi.fn(),
  first: (env: { data?: unknown[] }) => (Array.isArray(env.data) ? env.data[0] : undefined),
}));

const mockedRequest = vi.mocked(request);
const LONG = '关于系统升级维护的通知：'.repeat(9);
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeEach(() => {
  unhandled.length = 0;
  process.on('unhandledRejection', onUnhandled);
  useSession.setState({ token: 't', userInfo: makeUser() });
  useMenuStore.setState({ btnPerm: [BUTTON.notice.send] });
  mockedRequest.mockImplementation(async (name: string) => {
    if (name === 'noticeSendPage')
      return {
        code: '200',
        msg: '',
        data: [
          {
            records: [
              {
                id: 'n1',
                content: LONG,
                senderName: '赵丽',
                userIds: ['u1'],
                entIds: [],
                recipients: 1,
                readCount: 0,
                createdAt: '2026-11-20T02:00:00.000Z',
              },
            ],
            current: 1,
            size: 10,
            total: 1,
          },
        ],
      };
    return { code: '200', msg: '', data: [] };
  });
});
afterEach(() => {
  process.off('unhandledRejection', onUnhandled);
  cleanup();
  vi.clearAllMocks();
  useSession.getState().reset();
  useMenuStore.getState().reset();
});

describe('/systemMonitoring/push', () => {
  it('发送 with an empty form shows the missing fields and leaves no unhandled rejection', async () => {
    renderWithProviders(<NoticePushPage />, { path: '/systemMonitoring/push' });
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    expect(await screen.findByText('请输入通知内容')).toBeTruthy();
    expect(await screen.findByText('请选择接收用户或企业')).toBeTruthy();
    // Let any rejection left behind surface (a macrotask after the validation settled).
    await new Promise((r) => setTimeout(r, 0));
    await waitFor(() => expect(unhandled).toEqual([]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(mockedRequest).not.toHaveBeenCalledWith('noticeSend', expect.anything());
  });

  it('the history cuts a long notice to one line; its text stays whole for the hover', async () => {
    renderWithProviders(<NoticePushPage />, { path: '/systemMonitoring/push' });
    const cell = await screen.findByText(LONG);
    expect(cell.className).toContain('portal-push-page__content');
    expect(cell.closest('td')?.className).toContain('ant-table-cell-ellipsis');
  });
});
