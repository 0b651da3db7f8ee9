import { describe, expect, it } from 'vitest';
import {
  HTTP_STATUS_MESSAGES,
  RESPONSE_CODE,
  classifyResponseCode,
  httpStatusMessage,
  isHttpLogoutStatus,
} from '../src/error-codes.ts';

describe('§8.1 response body codes', () => {
  it.each([
    // row 1: 0, 1, 200, 301, 990000100001 or no code → success
    [0, 'success'],
    ['0', 'success'],
    [1, 'success'],
    ['1', 'success'],
    [200, 'success'],
    ['200', 'success'],
    [301, 'success'],
    ['301', 'success'],
    [990000100001, 'success'],
    ['990000100001', 'success'],
    [undefined, 'success'],
    [null, 'success'],
    ['', 'success'],
    // row 2: 9999, 9986 → force logout
    [9999, 'forceLogout'],
    ['9999', 'forceLogout'],
    [9986, 'forceLogout'],
    ['9986', 'forceLogout'],
    // row 3: 9983, 9984 → countdown dialog
    [9983, 'loginErrorCountdown'],
    ['9983', 'loginErrorCountdown'],
    [9984, 'loginErrorCountdown'],
    ['9984', 'loginErrorCountdown'],
    // row 4: 9985 → redirect
    [9985, 'redirect'],
    ['9985', 'redirect'],
    // row 5: 203 → error without toast
    [203, 'silentError'],
    ['203', 'silentError'],
    // row 6: 7799 and any other code → error
    [7799, 'error'],
    ['7799', 'error'],
    ['400', 'error'],
    ['401', 'error'],
    ['403', 'error'],
    ['404', 'error'],
    ['7701', 'error'],
    [500, 'error'],
    ['2000', 'error'],
    ['abc', 'error'],
  ] as const)('code %j → %s', (code, kind) => {
    expect(classifyResponseCode(code)).toBe(kind);
  });
});

describe('RESPONSE_CODE (the server side of §8.1)', () => {
  it.each([
    ['ok', '200', 'success'],
    ['badRequest', '400', 'error'],
    ['forbidden', '403', 'error'],
    ['notFound', '404', 'error'],
    ['adminVerifyRequired', '7701', 'error'],
    ['business', '7799', 'error'],
    ['tokenInvalid', '9999', 'forceLogout'],
    ['accountDisabled', '9986', 'forceLogout'],
    ['loginLocked', '9983', 'loginErrorCountdown'],
    ['loginStillLocked', '9984', 'loginErrorCountdown'],
    ['redirect', '9985', 'redirect'],
    ['replaced', '401', 'error'],
  ] as const)('%s = %s, classified %s', (name, code, kind) => {
    expect(RESPONSE_CODE[name]).toBe(code);
    expect(classifyResponseCode(RESPONSE_CODE[name])).toBe(kind);
  });
});

describe('§8.2 HTTP status messages', () => {
  it.each([
    [400, '请求错误'],
    [401, '您的账号已在其他设备登录，请确认密码是否泄露并及时修改'],
    [403, '拒绝访问'],
    [404, '请求地址出错'],
    [408, '请求超时'],
    [500, '服务器内部错误'],
    [501, '服务未实现'],
    [502, '网关错误'],
    [503, '服务不可用'],
    [504, '网关超时'],
    [505, 'HTTP版本不受支持'],
    [418, '连接错误418'],
    [0, '连接错误0'],
  ])('%i → %s', (status, message) => {
    expect(httpStatusMessage(status)).toBe(message);
  });

  it('the table has exactly the eleven statuses of §8.2', () => {
    expect(Object.keys(HTTP_STATUS_MESSAGES).map(Number)).toEqual([
      400, 401, 403, 404, 408, 500, 501, 502, 503, 504, 505,
    ]);
  });

  it.each([
    [401, true],
    [400, false],
    [403, false],
    [500, false],
  ])('status %i logs out: %s', (status, logout) => {
    expect(isHttpLogoutStatus(status)).toBe(logout);
  });
});
