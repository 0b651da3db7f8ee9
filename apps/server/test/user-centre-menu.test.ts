/**
 * The 用户中心 side menu (§2.4: a top-level inside-app product whose children fill the side menu): each entry carries
 * an icon that says what it is, not the neutral grid every entry without one falls back to.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem } from '@portal/shared';
import { call, envelopeOf, login, startTestServer, type TestServer } from './helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const find = (tree: readonly MenuItem[], name: string): MenuItem | undefined => {
  for (const m of tree) {
    if (m.menuName === name) return m;
    const hit = find(m.children ?? [], name);
    if (hit) return hit;
  }
  return undefined;
};

describe('用户中心 side menu icons', () => {
  it.each(['entadmin', 'user'])('every entry %s sees has its own icon', async (account) => {
    const info = envelopeOf(await call(s.app, 'userInfo', { token: await login(s.app, account) }), 'userInfo').data[0];
    const centre = find(info.enableMenuList, '用户中心');
    const pages = (centre?.children ?? []).filter((m) => m.button !== 1 && m.routeUrl && !m.ifRouteHidden);
    expect(pages.length).toBeGreaterThan(3);
    const icons = pages.map((m) => `${m.menuName}:${m.icon ?? ''}`);
    expect(pages.filter((m) => !m.icon || m.icon === 'appstore').map((m) => m.menuName)).toEqual([]);
    expect(new Set(pages.map((m) => m.icon)).size, icons.join(' ')).toBe(pages.length);
  });
});
