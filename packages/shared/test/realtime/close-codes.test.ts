import { describe, expect, it } from 'vitest';
import { FINAL_CLOSE_CODES, WS_CLOSE, WS_CLOSE_REASON } from '../../src/realtime/close-codes.ts';

describe('websocket close codes', () => {
  it('are distinct, and ours are in the private range', () => {
    const codes = Object.values(WS_CLOSE);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c < 1016 || (c >= 4000 && c <= 4999), String(c)).toBe(true);
  });

  it.each(Object.entries(WS_CLOSE_REASON))('%s: a Chinese reason within the 123 bytes a close frame holds', (_, r) => {
    expect(Buffer.byteLength(r, 'utf8')).toBeLessThanOrEqual(123);
    expect(r).toMatch(/[\u4e00-\u9fff]/);
  });

  it.each([
    [WS_CLOSE.sessionEnded, true],
    [WS_CLOSE.sessionReplaced, true],
    [WS_CLOSE.accountDisabled, true],
    [WS_CLOSE.tooManySockets, true],
    [WS_CLOSE.ticketRefused, false],
    [WS_CLOSE.goingAway, false],
    [WS_CLOSE.policyViolation, false],
    [1006, false],
  ])('%i final: %s', (code, final) => {
    expect(FINAL_CLOSE_CODES.has(code)).toBe(final);
  });
});
