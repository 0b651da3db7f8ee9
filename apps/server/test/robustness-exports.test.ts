/**
 * The export kit (platform/export.ts) against CSV injection (OWASP): a text cell that a spreadsheet could take for a
 * formula is written with an apostrophe in front, so it stays text once the file is edited or saved as CSV; numbers,
 * numbers written as text and the lists' "-" stay as they are.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { safeCell, sendXlsx } from '../src/platform/export.ts';
import { readXlsx } from './tax-fixtures.ts';

const CASES: [string | number | null, string | number | null][] = [
  ['=HYPERLINK("http://x.example","点我")', `'=HYPERLINK("http://x.example","点我")`],
  ['=1+1', `'=1+1`],
  ['+cmd|/c calc!A1', `'+cmd|/c calc!A1`],
  ['-2+3+cmd|/c calc!A1', `'-2+3+cmd|/c calc!A1`],
  ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
  ['\t=1+1', `'\t=1+1`],
  ['\r=1+1', `'\r=1+1`],
  ['国能销售', '国能销售'],
  ['a=b', 'a=b'],
  ['-', '-'],
  ['-12.50', '-12.50'],
  ['+86', '+86'],
  ['1e5', '1e5'],
  [-3, -3],
  [null, null],
];

describe('safeCell', () => {
  it.each(CASES)('%j is written as %j', (value, written) => {
    expect(safeCell(value)).toBe(written);
  });
});

describe('sendXlsx', () => {
  it('writes every row through safeCell', async () => {
    const app = Fastify();
    app.get('/x', (_req, reply) =>
      sendXlsx(reply, {
        fileName: '导出.xlsx',
        sheet: '数据',
        columns: [{ header: '值', value: (row: { v: string | number | null }) => row.v }],
        batches: (async function* () {
          yield CASES.map(([v]) => ({ v }));
        })(),
      }),
    );
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(200);
    const { rows } = await readXlsx(res.rawPayload);
    // (An empty row is not read back; XML reads a carriage return back as a line feed.)
    const written = CASES.filter(([v]) => v !== null).map(([, w]) =>
      typeof w === 'string' ? w.replace('\r', '\n') : w,
    );
    expect(rows.slice(1).map((r) => r[0])).toEqual(written);
    await app.close();
  });
});
