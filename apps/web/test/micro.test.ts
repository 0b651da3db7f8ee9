import { afterEach, describe, expect, it, vi } from 'vitest';
import { EntryUnavailableError, isIgnorableLoaderError, strictFetch } from '../src/platform/micro/index.ts';
import { subAppProps } from '../src/platform/micro/loader.ts';
import { useSession } from '../src/platform/session/store.ts';
import { useMenuStore } from '../src/platform/session/menus-store.ts';
import { subAppRegistry } from '@portal/shared';

describe('sub-app loader errors (§8.3)', () => {
  it.each([
    ["application 'carbon' died in status LOADING_SOURCE_CODE: Failed to fetch", true],
    [new Error('Failed to fetch'), true],
    [new EntryUnavailableError('/apps/carbon/', 404), true],
    [new Error("Cannot read properties of undefined (reading 'x')"), false],
    ['script error in sub-app', false],
  ])('%s is ignorable: %s', (err, expected) => {
    expect(isIgnorableLoaderError(err)).toBe(expected);
  });
});

describe('strictFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('rejects a 404 entry instead of handing its body to the HTML parser', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('not found', { status: 404 })),
    );
    await expect(strictFetch('/apps/carbon/')).rejects.toBeInstanceOf(EntryUnavailableError);
  });

  it('passes a 200 through', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html></html>', { status: 200 })),
    );
    await expect((await strictFetch('/apps/eloan/')).text()).resolves.toBe('<html></html>');
  });
});

describe('props given to a sub-app (§2.3)', () => {
  const eLoan = subAppRegistry().find((d) => d.mountPath === '/eLoan')!;

  it('give the token as a function, the current user, clearSideMenu and the base path', () => {
    const props = subAppProps(eLoan);
    expect(typeof props.getToken).toBe('function');
    expect(props.basePath).toBe('/eLoan');
    useSession.getState().setUserInfo({ userName: '李明' } as never);
    expect(props.user?.userName).toBe('李明');
    useSession.getState().setUserInfo({ userName: '王建国' } as never);
    expect(props.user?.userName).toBe('王建国');
    useMenuStore.getState().setSideMenu([{ menuId: 'a', menuName: 'A', button: 0 }], 'top');
    props.clearSideMenu();
    expect(useMenuStore.getState().sideMenu).toEqual([]);
  });
});
