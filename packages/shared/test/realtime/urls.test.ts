import { describe, expect, it } from 'vitest';
import {
  REALTIME_PATH_PREFIXES,
  REALTIME_TARGETS,
  chatUrl,
  realtimeUrl,
  type RealtimeTarget,
} from '../../src/realtime/urls.ts';

const http = { protocol: 'http:', host: 'portal.local:8080' };
const https = { protocol: 'https:', host: 'portal.example.com' };

describe('§7.7 real-time targets', () => {
  it('are the three paths of the spec', () => {
    expect(Object.values(REALTIME_TARGETS).sort()).toEqual([
      '/message/service',
      '/tax/collect/userMessage',
      '/tax/rpacontrol/entOneKeyTaxWebSocket',
    ]);
  });

  it.each<[RealtimeTarget, string, typeof http, string]>([
    ['msg', 'u1', http, 'ws://portal.local:8080/ws/websocket/message/service/u1'],
    ['msg', 'u1', https, 'wss://portal.example.com/ws/message/service/u1'],
    ['rpa', 'e1', http, 'ws://portal.local:8080/ws/websocket/tax/rpacontrol/entOneKeyTaxWebSocket/e1'],
    ['rpa', 'e1', https, 'wss://portal.example.com/ws/tax/rpacontrol/entOneKeyTaxWebSocket/e1'],
    ['calc', 'e1', http, 'ws://portal.local:8080/ws/websocket/tax/collect/userMessage/e1'],
    ['calc', 'a/b c', https, 'wss://portal.example.com/ws/tax/collect/userMessage/a%2Fb%20c'],
  ])('%s %s on %o', (target, param, page, url) => {
    expect(realtimeUrl(target, param, page)).toBe(url);
  });

  it.each([[''], ['  '], [null], [undefined]])('param %o gives no URL', (param) => {
    expect(realtimeUrl('msg', param, https)).toBeNull();
  });
});

describe('§7.7 chat URL with its ticket', () => {
  const T = 'v1.abc.def-_';
  it.each([
    [http, T, `ws://portal.local:8080/japi/ws/chat/online/websocket?ticket=${T}`],
    [https, T, `wss://portal.example.com/japi/ws/chat/online/websocket?ticket=${T}`],
    [https, 'a b&c', 'wss://portal.example.com/japi/ws/chat/online/websocket?ticket=a%20b%26c'],
    [{ protocol: 'http:', host: '' }, T, null],
    [https, '', null],
    [https, ' ', null],
    [https, null, null],
    [https, undefined, null],
  ])('%o %o', (page, ticket, url) => {
    expect(chatUrl(page, ticket)).toBe(url);
  });
});

describe('the server paths of the real-time targets', () => {
  it('are both prefixes of every target', () => {
    const paths = REALTIME_PATH_PREFIXES.flatMap((p) => Object.values(REALTIME_TARGETS).map((t) => p + t));
    expect(paths).toHaveLength(6);
    for (const target of Object.keys(REALTIME_TARGETS) as RealtimeTarget[]) {
      for (const page of [http, https]) {
        const url = new URL(realtimeUrl(target, 'ticket', page)!);
        expect(paths).toContain(url.pathname.slice(0, -'/ticket'.length));
      }
    }
  });
});
