import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { noticeKeys } from '../src/platform/notices/keys.ts';
import { onNotice } from '../src/platform/notices/notice-events.ts';
import { useNoticeChannel } from '../src/platform/notices/useNoticeChannel.ts';
import { closeAllSockets } from '../src/platform/realtime/registry.ts';
import { useSession } from '../src/platform/session/store.ts';
import { fakeSocketFactory } from '../src/platform/realtime/fake-socket.ts';

const fake = vi.hoisted(() => ({ factory: null as null | ReturnType<typeof fakeSocketFactory> }));

vi.mock('../src/platform/realtime/tickets.ts', () => ({
  realtimeUrlSource: (target: string) => () => Promise.resolve(`ws://portal.test/ws/websocket/${target}/ticket`),
}));
vi.mock('../src/platform/realtime/socket.ts', async (importOriginal) => {
  const orig = await importOriginal<typeof import('../src/platform/realtime/socket.ts')>();
  return {
    ...orig,
    browserSocketFactory: (url: string, h: Parameters<typeof orig.browserSocketFactory>[1]) =>
      fake.factory!.factory(url, h),
  };
});

const scope = { userId: 'u1', entId: 'e1' };

function Probe({ enabled }: { enabled: boolean }) {
  useNoticeChannel(scope, enabled);
  return null;
}

afterEach(() => {
  cleanup();
  closeAllSockets();
  useSession.getState().reset();
});

function mount(enabled = true) {
  fake.factory = fakeSocketFactory();
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <Probe enabled={enabled} />
    </QueryClientProvider>,
  );
  const invalidated = () => invalidate.mock.calls.map(([f]) => JSON.stringify(f?.queryKey));
  return { invalidated, f: fake.factory };
}

describe('§4 real-time channel of the bell', () => {
  it('opens the msg target for a signed-in user and refreshes the notice queries on (re)connect', async () => {
    const { f, invalidated } = mount();
    await waitFor(() => expect(f.sockets).toHaveLength(1), { timeout: 10000 });
    expect(f.last().url).toBe('ws://portal.test/ws/websocket/msg/ticket');
    f.last().open();
    expect(invalidated()).toEqual([JSON.stringify(noticeKeys.lists(scope)), JSON.stringify(noticeKeys.dot(scope))]);
  });

  it('a NOTICE frame sets the dot to 1, refreshes the lists and the dot, and is passed on', async () => {
    const { f, invalidated } = mount();
    await waitFor(() => expect(f.sockets).toHaveLength(1), { timeout: 10000 });
    f.last().open();
    const heard = vi.fn();
    const off = onNotice(heard);
    f.last().receive({ type: 'NOTICE', id: '7', noticeId: '99', noticeType: 17, content: '维护通知', createDate: 'x' });
    off();
    expect(useSession.getState().notificationPoint).toBe(1);
    expect(invalidated().filter((k) => k === JSON.stringify(noticeKeys.lists(scope)))).toHaveLength(2);
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ noticeId: '99' }));
  });

  it('opens nothing when not enabled (signed out)', async () => {
    const { f } = mount(false);
    await new Promise((r) => setTimeout(r, 20));
    expect(f.sockets).toHaveLength(0);
  });
});
