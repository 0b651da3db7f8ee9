import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useNoticeChannel } from '../src/platform/notices/useNoticeChannel.ts';
import { onServerChange } from '../src/platform/realtime/changes.ts';
import { closeAllSockets } from '../src/platform/realtime/registry.ts';
import { fakeSocketFactory } from '../src/platform/realtime/fake-socket.ts';
import { useSession } from '../src/platform/session/store.ts';

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

function Probe() {
  useNoticeChannel({ userId: 'u1', entId: 'e1' }, true);
  return null;
}

afterEach(() => {
  cleanup();
  closeAllSockets();
  useSession.getState().reset();
});

describe('server changes pushed on the real-time channel (CHANGED)', () => {
  it('a CHANGED frame tells the listeners of its topic, not the bell; the first open tells nobody', async () => {
    fake.factory = fakeSocketFactory();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Probe />
      </QueryClientProvider>,
    );
    const heard = vi.fn();
    const off = onServerChange('org', heard);
    const f = fake.factory;
    await waitFor(() => expect(f.sockets).toHaveLength(1), { timeout: 10000 });
    f.last().open();
    expect(heard).not.toHaveBeenCalled();
    f.last().receive({ type: 'CHANGED', topic: 'org' });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(useSession.getState().notificationPoint).not.toBe(1);
    off();
    f.last().receive({ type: 'CHANGED', topic: 'org' });
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
