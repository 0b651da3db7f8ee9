/**
 * The bad-input runs (bad-input-<area>.test.ts) between them cover every endpoint of ENDPOINTS, or it is excluded
 * with its reason; the generator's cases are bounded, do not depend on the order of an object's keys, and its checks
 * can fail (the leak check sees into an .xlsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS, type EndpointName } from '@portal/shared';
import { ENT } from '../src/db/seed/ids.ts';
import { areaOf, casesFor, casesOf, sample } from './bad-input-cases.ts';
import { EXCLUDED, textsOfFile } from './bad-input-run.ts';
import { zipOf } from './zip.ts';

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];

describe('coverage', () => {
  it('every endpoint is in an area with its test file, or excluded with a reason', () => {
    const uncovered = NAMES.filter((n) => !EXCLUDED[n] && !areaOf(n));
    expect(uncovered, 'endpoints neither covered by a bad-input file nor excluded').toEqual([]);
    const areas = new Set(NAMES.filter((n) => !EXCLUDED[n]).map((n) => areaOf(n)!));
    for (const area of areas)
      expect(fs.existsSync(path.join(import.meta.dirname, `bad-input-${area}.test.ts`)), area).toBe(true);
    for (const [name, reason] of Object.entries(EXCLUDED)) {
      expect(NAMES, 'an exclusion names an endpoint of ENDPOINTS').toContain(name);
      expect(reason?.length, `${name}: the reason`).toBeGreaterThan(10);
    }
  });

  it('every covered endpoint has cases, and the whole is bounded', () => {
    const counts = NAMES.filter((n) => !EXCLUDED[n]).map((n) => [n, casesFor(n, () => [ENT.shendong]).length] as const);
    expect(counts.filter(([, c]) => c === 0).map(([n]) => n)).toEqual([]);
    const total = counts.reduce((sum, [, c]) => sum + c, 0);
    expect(total).toBeGreaterThan(5000);
    expect(total).toBeLessThan(12000);
    for (const [name, c] of counts) expect(c, name).toBeLessThanOrEqual(400);
  });

  it('the samples the cases spoil are well-formed for most endpoints (so the spoilt field is what is refused)', () => {
    const parts = NAMES.flatMap((n) => {
      const e = ENDPOINTS[n] as { query?: z.ZodType; body?: z.ZodType; params?: z.ZodType };
      return (['query', 'body', 'params'] as const).flatMap((p) => {
        const schema = e[p];
        if (!schema) return [];
        const v = sample(schema) as Record<string, unknown>;
        // The query string and path carry text.
        const sent = p === 'body' ? v : Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)]));
        return [{ where: `${n}.${p}`, ok: schema.safeParse(sent).success }];
      });
    });
    const bad = parts.filter((p) => !p.ok).map((p) => p.where);
    expect(bad.length / parts.length).toBeLessThan(0.1);
  });
});

describe('the generator', () => {
  it('does not depend on the order of object keys', () => {
    const a = z.object({
      userId: z.string().max(40),
      status: z.number().int(),
      rows: z.array(z.object({ x: z.string(), entId: z.string() })),
    });
    const b = z.object({
      rows: z.array(z.object({ entId: z.string(), x: z.string() })),
      status: z.number().int(),
      userId: z.string().max(40),
    });
    const ids = () => ['1'];
    const strip = (cs: ReturnType<typeof casesOf>) =>
      cs.map((c) => [c.label, JSON.stringify(c.body ?? c.raw?.payload)]);
    expect(strip(casesOf({ body: a }, ids))).toEqual(strip(casesOf({ body: b }, ids)));
  });

  it('keeps NUL and lone surrogates even where the contract takes any string, and drops what the contract accepts', () => {
    const labels = casesOf({ body: z.object({ note: z.string() }) }).map((c) => c.label);
    expect(labels).toEqual(expect.arrayContaining(['body.note: NUL', 'body.note: a lone surrogate']));
    // Any string is a note: 100 000 characters are no fault of this contract.
    expect(labels).not.toContain('body.note: 100 000 characters');
    expect(labels).toContain('body.note: a number for a string');
  });

  it("gives each id field another enterprise's id, one level down too", () => {
    const cases = casesOf(
      { body: z.object({ userIds: z.array(z.string()), rows: z.array(z.object({ entId: z.string() })) }) },
      () => [ENT.shendong],
    ).filter((c) => c.kind === 'foreign-id');
    expect(cases.map((c) => c.body)).toEqual([
      { rows: [{ entId: ENT.shendong }], userIds: ['abc'] },
      { rows: [{ entId: 'abc' }], userIds: [ENT.shendong] },
    ]);
  });

  it('the leak check reads the entries of a zip (an .xlsx export)', () => {
    const xlsx = zipOf({ 'xl/sharedStrings.xml': `<si><t>国能神东煤炭集团有限责任公司</t></si>` });
    expect(textsOfFile(xlsx).some((t) => t.includes('国能神东煤炭集团有限责任公司'))).toBe(true);
    expect(textsOfFile(zipOf({ 'a.xml': '<a/>' })).some((t) => t.includes('神东'))).toBe(false);
  });
});
