import { describe, expect, it } from 'vitest';
import { coversExactly, protocolVersionAfter, type ProtocolRef, type ProtocolText } from '../src/agreements.ts';

const base: ProtocolText = { productType: '01', content: '<p>第一条</p>', version: 3 };

describe('protocolVersionAfter', () => {
  it.each([
    ['nothing changed', { productType: '01', content: '<p>第一条</p>' }, 3],
    ['a new text', { productType: '01', content: '<p>第一条（修订）</p>' }, 4],
    ['another product', { productType: '02', content: '<p>第一条</p>' }, 4],
    ['now the portal agreement', { productType: null, content: '<p>第一条</p>' }, 4],
    ['text and product', { productType: '02', content: '<p>x</p>' }, 4],
  ] as const)('%s → version %i', (_name, after, expected) => {
    expect(protocolVersionAfter(base, after)).toBe(expected);
  });
});

describe('coversExactly', () => {
  const a = { id: 'a', version: 2 };
  const b = { id: 'b', version: 1 };
  it.each<[string, ProtocolRef[], ProtocolRef[], boolean]>([
    ['both, same order', [a, b], [a, b], true],
    ['both, other order', [a, b], [b, a], true],
    ['nothing outstanding, nothing sent', [], [], true],
    ['one missing', [a, b], [a], false],
    ['an old version', [a, b], [{ id: 'a', version: 1 }, b], false],
    ['a newer version than in force', [a], [{ id: 'a', version: 3 }], false],
    ['one twice', [a, b], [a, a], false],
    ['one more', [a], [a, b], false],
    ['something when nothing is outstanding', [], [a], false],
    ['nothing when something is outstanding', [a], [], false],
  ])('%s', (_name, outstanding, submitted, expected) => {
    expect(coversExactly(outstanding, submitted)).toBe(expected);
  });
});
