/** Route code loaded ahead of rendering: components that then render without suspending, and the preloader hook. */
import { Suspense, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadable, preloaded } from '../src/platform/lazy/preloadable.tsx';
import { preloadRoute, setRoutePreloader } from '../src/platform/navigation.ts';

function Page({ label }: { label: string }) {
  return <div>page {label}</div>;
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<div>loading</div>}>{node}</Suspense>;

afterEach(() => setRoutePreloader(null));

describe('preloadable', () => {
  it('not loaded yet: suspends like React.lazy, then shows the page', async () => {
    const p = preloadable(() => Promise.resolve({ default: Page }));
    render(inSuspense(<p.Component label="a" />));
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('page a')).toBeTruthy();
  });

  it('loaded ahead: the first render shows the page, no loading state is ever committed', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const p = preloadable(load);
    await p.preload();
    render(inSuspense(<p.Component label="b" />));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('page b')).toBeTruthy();
    await p.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a page mounted before its code arrived keeps its state afterwards (not remounted)', async () => {
    let mounts = 0;
    function Counter() {
      const [n, setN] = useState(() => {
        mounts += 1;
        return 0;
      });
      return <button onClick={() => setN(n + 1)}>count {n}</button>;
    }
    const p = preloadable(() => Promise.resolve({ default: Counter }));
    const { rerender } = render(inSuspense(<p.Component />));
    expect(screen.getByText('loading')).toBeTruthy();
    fireEvent.click(await screen.findByText('count 0'));
    await screen.findByText('count 1');
    rerender(inSuspense(<p.Component />));
    expect(screen.getByText('count 1')).toBeTruthy();
    expect(mounts).toBe(1);
  });

  it('a failed load is tried again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Page });
    const p = preloadable(load);
    await expect(p.preload()).rejects.toThrow('chunk failed');
    await p.preload();
    render(inSuspense(<p.Component label="c" />));
    expect(screen.getByText('page c')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preloaded(): a component of the entry behind the same interface', async () => {
    const p = preloaded(Page);
    expect((await p.preload()).default).toBe(Page);
    render(inSuspense(<p.Component label="d" />));
    expect(screen.getByText('page d')).toBeTruthy();
  });
});

describe('preloadRoute', () => {
  it('asks the registered preloader for the path, and resolves when it does', async () => {
    let finish!: () => void;
    const preloader = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    setRoutePreloader(preloader);
    let done = false;
    const loading = preloadRoute('/workbenches/newIndex').then(() => (done = true));
    expect(preloader).toHaveBeenCalledWith('/workbenches/newIndex');
    await Promise.resolve();
    expect(done).toBe(false);
    finish();
    await loading;
    expect(done).toBe(true);
  });

  it('without a router (tests, before start): resolves at once', async () => {
    await expect(preloadRoute('/finance/home')).resolves.toBeUndefined();
  });
});
