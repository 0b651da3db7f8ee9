import { describe, expect, it } from 'vitest';
import {
  HEARTBEAT_TEXT,
  MAX_FRAME_BYTES,
  acknowledgement,
  compareSeqId,
  encodeFrame,
  needsAnswer,
  parseClientFrame,
  parseFrame,
  parseServerFrame,
  type Frame,
} from '../../src/realtime/protocol.ts';

const valid: [string, Frame][] = [
  ['heartbeat', { type: 'HEARTBEAT' }],
  ['FILE with JSON content', { type: 'FILE', content: '{"fileId":"f1"}', needAnswer: true }],
  ['PLATE with JSON content', { type: 'PLATE', content: '["01","02"]' }],
  ['acknowledgement', { type: 'ACK', receiveTime: 1767225600000, content: '{"fileId":"f1"}' }],
  [
    'notice push',
    {
      type: 'NOTICE',
      id: '353000000000000013',
      noticeType: 17,
      content: '维护通知',
      createDate: '2026-03-20T18:00:00+08:00',
    },
  ],
  ['chat send', { type: 'CHAT_SEND', clientMsgId: 'c1a2b3c4-0001', conversationId: 'conv1', text: '你好' }],
  [
    'chat message',
    {
      type: 'CHAT_MESSAGE',
      id: '42',
      clientMsgId: 'c1a2b3c4-0001',
      conversationId: 'conv1',
      text: '你好',
      sender: { userId: 'u1', userName: '李明' },
      sentAt: 1,
    },
  ],
  ['chat ack', { type: 'CHAT_ACK', clientMsgId: 'c1a2b3c4-0001', id: '42' }],
  ['resume', { type: 'RESUME', lastId: '41' }],
  ['error', { type: 'ERROR', code: 'TEXT_TOO_LONG', msg: '消息过长', clientMsgId: 'c1a2b3c4-0001' }],
];

describe('frames round-trip', () => {
  it.each(valid)('%s', (_name, frame) => {
    expect(parseFrame(encodeFrame(frame))).toEqual({ ok: true, frame });
  });
});

describe('direction', () => {
  it.each([
    ['CHAT_SEND', true, false],
    ['RESUME', true, false],
    ['ACK', true, true],
    ['HEARTBEAT', true, true],
    ['FILE', true, true],
    ['PLATE', true, true],
    ['NOTICE', false, true],
    ['CHAT_MESSAGE', false, true],
    ['CHAT_ACK', false, true],
    ['ERROR', false, true],
  ])('%s: from client %s, from server %s', (type, fromClient, fromServer) => {
    const text = encodeFrame(valid.find(([, f]) => f.type === type)![1]);
    expect(parseClientFrame(text).ok).toBe(fromClient);
    expect(parseServerFrame(text).ok).toBe(fromServer);
  });
});

describe('malformed input never throws', () => {
  it.each<[string, unknown, string]>([
    ['not text (binary)', new ArrayBuffer(4), 'not_text'],
    ['undefined', undefined, 'not_text'],
    ['not JSON', '{type:', 'not_json'],
    ['empty', '', 'not_json'],
    ['JSON but not an object', '42', 'invalid'],
    ['null', 'null', 'invalid'],
    ['unknown type', '{"type":"PING"}', 'invalid'],
    ['FILE without content', '{"type":"FILE"}', 'invalid'],
    ['FILE content not JSON', '{"type":"FILE","content":"{oops"}', 'invalid'],
    [
      'notice id with leading zero',
      '{"type":"NOTICE","id":"012","noticeType":1,"content":"","createDate":""}',
      'invalid',
    ],
    ['notice id as number', '{"type":"NOTICE","id":12,"noticeType":1,"content":"","createDate":""}', 'invalid'],
    ['chat text empty', '{"type":"CHAT_SEND","clientMsgId":"abcdefgh","conversationId":"c","text":""}', 'invalid'],
    [
      'chat text with NUL',
      '{"type":"CHAT_SEND","clientMsgId":"abcdefgh","conversationId":"c","text":"a\\u0000"}',
      'invalid',
    ],
    ['clientMsgId too short', '{"type":"CHAT_SEND","clientMsgId":"abc","conversationId":"c","text":"hi"}', 'invalid'],
    [
      'chat text over 2000',
      encodeFrame({ type: 'CHAT_SEND', clientMsgId: 'abcdefgh', conversationId: 'c', text: 'x'.repeat(2001) }),
      'invalid',
    ],
    ['oversized (ASCII)', JSON.stringify({ type: 'HEARTBEAT', content: 'x'.repeat(MAX_FRAME_BYTES) }), 'too_large'],
    [
      'oversized by UTF-8 bytes only',
      JSON.stringify({ type: 'HEARTBEAT', content: '税'.repeat(MAX_FRAME_BYTES / 3) }),
      'too_large',
    ],
  ])('%s → %s', (_name, input, error) => {
    const r = parseFrame(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe(error);
  });

  it('accepts a frame just under the byte limit in Chinese', () => {
    const text = JSON.stringify({ type: 'HEARTBEAT', content: '税'.repeat(Math.floor((MAX_FRAME_BYTES - 40) / 3)) });
    expect(parseFrame(text).ok).toBe(true);
  });
});

describe('increasing ids', () => {
  it.each([
    ['9', '10', -1],
    ['10', '9', 1],
    ['353000000000000013', '353000000000000012', 1],
    ['353000000000000012', '353000000000000012', 0],
    ['0', '1', -1],
  ])('%s vs %s', (a, b, sign) => {
    expect(Math.sign(compareSeqId(a, b))).toBe(sign);
  });
});

describe('§3 needAnswer and acknowledgement', () => {
  it.each([
    [{}, false],
    [{ needAnswer: null }, false],
    [{ needAnswer: false }, false],
    [{ needAnswer: true }, true],
    [{ needAnswer: 1 }, true],
    [{ needAnswer: 'Y' }, true],
  ])('%o → %s', (frame, expected) => {
    expect(needsAnswer(frame)).toBe(expected);
  });

  it('carries the receive time and the content received', () => {
    expect(acknowledgement({ type: 'PLATE', content: '{"p":1}', needAnswer: true }, 1234)).toEqual({
      type: 'ACK',
      receiveTime: 1234,
      content: '{"p":1}',
    });
  });

  it('heartbeat text is the HEARTBEAT message', () => {
    expect(JSON.parse(HEARTBEAT_TEXT)).toEqual({ type: 'HEARTBEAT' });
  });
});
