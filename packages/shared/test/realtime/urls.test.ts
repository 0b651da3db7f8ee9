import { describe, expect, it } from 'vitest';
import { REALTIME_TARGETS, chatUrl, realtimeUrl, type RealtimeTarget } from '../../src/realtime/urls.ts';

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

describe('§7.7 chat URL', () => {
  it.each([
    [http, 'ws://portal.local:8080/japi/ws/chat/online/websocket'],
    [https, 'wss://portal.example.com/japi/ws/chat/online/websocket'],
    [{ protocol: 'http:', host: '' }, null],
  ])('%o', (page, url) => {
    expect(chatUrl(page)).toBe(url);
  });
});
