/**
 * The bad-input run of one area (bad-input-<area>.test.ts): every endpoint of the area gets the cases of
 * bad-input-cases.ts, sent by a signed-in caller that holds the endpoint's permission, so that the validation (not the
 * access check) is what answers. For each case: no 5xx, and the §7 envelope `{code, msg, data}` (a file endpoint too:
 * on bad input it answers the envelope, not a file). Around each endpoint's batch, no row of any table is added,
 * removed or changed (one digest of every table before, one after: helpers.ts dbState).
 */
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import * as M from '@portal/shared';
import { ADMIN_VERIFY_ROLE_ID, API_BASE, ENDPOINTS, RESPONSE_CODE, type EndpointName } from '@portal/shared';
import { ENT, USER } from '../src/db/seed/ids.ts';
import { SEED_USERS } from '../src/db/seed/user.ts';
import { areaOf, casesFor, jsonText, urlOf, type Area, type BadCase, type ForeignIds } from './bad-input-cases.ts';
import { browseLogQueue } from '../src/modules/monitoring/queue.ts';
import { dbState, multipartForm, useTestServer, verifyAdminPhone } from './helpers.ts';

/**
 * Endpoints left out of the bad-input runs, with the reason. Everything else of ENDPOINTS is in exactly one area
 * (bad-input-coverage.test.ts fails otherwise).
 */
export const EXCLUDED: Partial<Record<EndpointName, string>> = {
  // It has no input to be bad (no query, body or path parameters), and any call of it ends the caller's session,
  // which would turn every later case into a 9999; endpoints.test.ts covers it.
  logout: 'no input; a call ends the session the other cases use',
};

/**
 * Tables an endpoint writes on input that is not refused, left out of its "nothing written" comparison, with the
 * reason. Everything else must stay as it was.
 */
export const WRITES: Partial<Record<EndpointName, Record<string, string>>> = {
  // The page view's report: any well-formed call (another enterprise's entId or userId included, which it does not
  // read: who browsed is the session's) queues a row.
  savePageBrowseLog: { page_browse_log: "a well-formed report is the caller's own row" },
  // Every refused file is written to the upload log (platform/upload.ts): the log is the point of the refusal.
  taxTableImport: { upload_log: 'a refused file is logged' },
  attachmentUpload: { upload_log: 'a refused file is logged' },
  // The client's report of an upload: any well-formed call (another enterprise's entId or userId included, which it
  // does not read: the row is the caller's own, from the session) adds a row.
  attachmentSaveUploadLog: { upload_log: "a well-formed report is the caller's own row" },
  // A read of a published article counts its view (only a published article's id reads; a spoilt one reads none).
  newsDetail: { contents: "a published article's read counts a view" },
};

/** The text of a file answer, and of each entry of a zip (an .xlsx), to look for another enterprise's data in. */
export function textsOfFile(buf: Buffer): string[] {
  const texts = [buf.toString('latin1')];
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) return texts;
  let at = buf.readUInt32LE(eocd + 16);
  for (let n = buf.readUInt16LE(eocd + 10); n > 0 && buf.readUInt32LE(at) === 0x02014b50; n--) {
    const method = buf.readUInt16LE(at + 10);
    const packed = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const local = buf.readUInt32LE(at + 42);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + packed);
    texts.push((method === 8 ? zlib.inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLen + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return texts;
}

/**
 * The demo accounts tried as the caller, in this order: the company's first (another enterprise's ids mean something
 * to them), then the platform's (总部).
 */
const CANDIDATES = ['entadmin', 'user', 'ops', 'service', 'it', 'superadmin'] as const;
/** Callers bound to one enterprise (销售公司): for them 神东's ids are another enterprise's. */
const ENTERPRISE_CALLERS = new Set<string>(['entadmin', 'user']);

/** 神东 (ENT.shendong), the other enterprise: what its rows say that must not reach a caller of 销售公司. */
const FOREIGN_MARKERS = [
  ENT.shendong,
  USER.user2,
  USER.entadmin2,
  '国能神东煤炭集团有限责任公司',
  ...SEED_USERS.filter((u) => u.id === USER.user2 || u.id === USER.entadmin2).flatMap((u) => [u.phone ?? '']),
].filter(Boolean);

const isDenied = (env: { code?: unknown; msg?: unknown }) =>
  (env.code === RESPONSE_CODE.forbidden && env.msg === M.PERMISSION_DENIED) ||
  env.code === RESPONSE_CODE.tokenInvalid ||
  env.code === RESPONSE_CODE.adminVerifyRequired;

const camel = (s: string) => s.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

interface Tally {
  endpoints: number;
  cases: number;
  /** Answered 400 with the envelope's 400: the validation refused them. */
  validation: number;
  /** Answered the access refusal (or a session's end), by endpoint. */
  denied: Record<string, number>;
  other: number;
  foreignCases: number;
  /** Endpoints whose holder is a platform account (总部): another enterprise's ids are theirs to reach. */
  platformHolders: string[];
  noHolder: string[];
  digestMs: number;
}

export function badInputSuite(area: Area): void {
  // Limits far above this run (hundreds of calls per endpoint from one address and one user): they are not its subject.
  const { s, t } = useTestServer(
    {
      RATE_LIMIT_LOGIN: '100000',
      RATE_LIMIT_WRITE: '100000',
      RATE_LIMIT_SMS: '100000',
      RATE_LIMIT_PHONE_CHECK: '100000',
    },
    CANDIDATES,
  );
  const names = (Object.keys(ENDPOINTS) as EndpointName[]).filter((n) => areaOf(n) === area && !EXCLUDED[n]).sort();
  const tally: Tally = {
    endpoints: 0,
    cases: 0,
    validation: 0,
    denied: {},
    other: 0,
    foreignCases: 0,
    platformHolders: [],
    noHolder: [],
    digestMs: 0,
  };
  /**
   * Column (camelCase) → values of 神东's rows, from every table with an ent_id: a row's own id or number, or a
   * reference to another row of 神东 (a shared row's id, e.g. a protocol all enterprises agree to, is nobody's).
   */
  const foreignPool = new Map<string, { table: string; value: string }[]>();

  beforeAll(async () => {
    for (const account of CANDIDATES) {
      const user = SEED_USERS.find((u) => u.account === account)!;
      const roleIds = (user.memberships.find((m) => m.isDefault) ?? user.memberships[0]).roleIds;
      // An admin-role session reaches nothing protected before the §2.5 phone-code check.
      if (roleIds.includes(ADMIN_VERIFY_ROLE_ID)) await verifyAdminPhone(s.app, t[account], user.phone!);
    }
    const cols = await s.database.db.execute<{ table_name: string; column_name: string }>(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'bigint', 'integer')
        and (c.column_name = 'id' or c.column_name like '%\\_id' or c.column_name like '%\\_no' or c.column_name like '%code')
        and exists (select 1 from information_schema.columns e where e.table_schema = c.table_schema
          and e.table_name = c.table_name and e.column_name = 'ent_id')
      order by 1, 2`);
    // Every id of 神东's rows, then per column the first value that is one of them (or a row's own number).
    const owned = new Set<string>();
    const tables = [...new Set(cols.rows.map((r) => r.table_name))];
    for (const table of tables) {
      if (!cols.rows.some((r) => r.table_name === table && r.column_name === 'id')) continue;
      const rows = await s.database.db.execute<{ v: string }>(
        sql`select id::text as v from ${sql.identifier(table)} where ent_id::text = ${ENT.shendong}`,
      );
      for (const { v } of rows.rows) owned.add(v);
    }
    for (const { table_name: table, column_name: column } of cols.rows) {
      if (column === 'ent_id') continue;
      const rows = await s.database.db.execute<{ v: string }>(
        sql`select distinct ${sql.identifier(column)}::text as v from ${sql.identifier(table)}
            where ent_id::text = ${ENT.shendong} and ${sql.identifier(column)} is not null order by 1 limit 20`,
      );
      const value = rows.rows.map((r) => r.v).find((v) => column.endsWith('_no') || owned.has(v));
      if (value === undefined) continue;
      const key = camel(column);
      if (!foreignPool.has(key)) foreignPool.set(key, []);
      foreignPool.get(key)!.push({ table, value });
    }
  });

  afterAll(() => {
    // The run's numbers, for the report (and for whoever wonders how much of it reached the validation).
    console.log(`bad input (${area}): ${JSON.stringify(tally)}`);
  });

  /** Another enterprise's ids for a field: its own column where a table has one, else the ids of related tables. */
  const foreignIds: ForeignIds = (field, name) => {
    if (/^entIds?$/.test(field)) return [ENT.shendong];
    if (/^(userIds?|toUserId|applicantId)$/.test(field)) return [USER.user2];
    const exact = foreignPool.get(field.replace(/s$/, '')) ?? foreignPool.get(field);
    if (exact?.length && field !== 'id') return [...new Set(exact.map((r) => r.value))].slice(0, 2);
    // A bare id: the ids of tables whose name shares a word with the endpoint's path (loanApply → eloan_apply…).
    const words = ENDPOINTS[name].path
      .split(/[^A-Za-z]+|(?=[A-Z])/)
      .map((w) => w.toLowerCase().slice(0, 5))
      .filter((w) => w.length > 3);
    const ids = foreignPool.get('id') ?? [];
    const related = ids.filter((r) => words.some((w) => r.table.includes(w)));
    return [...new Set((related.length ? related : ids).map((r) => r.value))].slice(0, 3);
  };

  function send(name: EndpointName, c: BadCase, token: string): Promise<LightMyRequestResponse> | Promise<never> {
    const url = API_BASE + urlOf(name, c.params);
    const method = ENDPOINTS[name].method;
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (c.multipart) {
      const form = c.multipart;
      return multipartForm(form.fields, form.file).then((f) =>
        s.app.inject({ method, url, query: c.query, payload: f.body, headers: { ...headers, ...f.headers } }),
      );
    }
    if (c.raw)
      return s.app.inject({
        method,
        url,
        query: c.query,
        payload: c.raw.payload,
        headers: { ...headers, 'content-type': c.raw.contentType },
      });
    if (c.body !== undefined && method !== 'GET')
      return s.app.inject({
        method,
        url,
        query: c.query,
        payload: jsonText(c.body),
        headers: { ...headers, 'content-type': 'application/json' },
      });
    return s.app.inject({ method, url, query: c.query, headers });
  }

  const jsonOf = (res: LightMyRequestResponse): Record<string, unknown> | undefined => {
    if (!String(res.headers['content-type'] ?? '').includes('application/json')) return undefined;
    try {
      return res.json<Record<string, unknown>>();
    } catch {
      return undefined;
    }
  };

  describe(`bad input: ${area}`, () => {
    it('has endpoints', () => {
      expect(names.length).toBeGreaterThan(0);
    });

    it.each(names)('%s', async (name) => {
      tally.endpoints += 1;
      // The caller: the first candidate the access check lets through (a refused first case tells, writing nothing).
      const probe = casesFor(name)[0];
      expect(probe, `${name} has no bad-input case`).toBeDefined();
      let holder: string | undefined;
      for (const account of CANDIDATES) {
        const env = jsonOf(await send(name, probe, t[account]));
        if (!env || !isDenied(env)) {
          holder = account;
          break;
        }
      }
      if (!holder) tally.noHolder.push(name);
      else if (!ENTERPRISE_CALLERS.has(holder)) tally.platformHolders.push(name);
      const account = holder ?? CANDIDATES[0];
      const cases = casesFor(name, holder && ENTERPRISE_CALLERS.has(holder) ? foreignIds : undefined);

      const faults: string[] = [];
      const before = await dbState(s);
      for (const c of cases) {
        tally.cases += 1;
        if (c.kind === 'foreign-id') tally.foreignCases += 1;
        const res = await send(name, c, t[account]);
        const what = `${c.label}: HTTP ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode >= 500) {
          faults.push(`5xx — ${what}`);
          continue;
        }
        const env = jsonOf(res);
        const sent = JSON.stringify(c.body ?? c.query ?? {});
        const leakedIn = (texts: string[]) =>
          FOREIGN_MARKERS.filter((m) => !sent.includes(m) && texts.some((text) => text.includes(m)));
        if (!env && c.kind === 'foreign-id' && res.statusCode === 200) {
          // A file for another enterprise's id (well-formed input): only a file without the other's data (an
          // export of the caller's own rows, none of which match).
          const leaked = leakedIn(textsOfFile(res.rawPayload));
          if (leaked.length) faults.push(`another enterprise's data in a file (${leaked.join(', ')}) — ${c.label}`);
          tally.other += 1;
          continue;
        }
        if (
          !env ||
          typeof env.code !== 'string' ||
          typeof env.msg !== 'string' ||
          !Array.isArray(env.data) ||
          Object.keys(env).sort().join() !== 'code,data,msg'
        ) {
          // A file (an export, an image) is an answer to well-formed input only.
          faults.push(`not the envelope — ${what}`);
          continue;
        }
        if (env.code === RESPONSE_CODE.badRequest && res.statusCode === 400) tally.validation += 1;
        else if (isDenied(env)) tally.denied[name] = (tally.denied[name] ?? 0) + 1;
        else tally.other += 1;
        if (c.kind === 'foreign-id' && env.code === RESPONSE_CODE.ok) {
          // The id asked for may come back as it was sent (a key of an empty answer): not the other's data.
          const leaked = leakedIn([JSON.stringify(env.data)]);
          if (leaked.length) faults.push(`another enterprise's data (${leaked.join(', ')}) — ${what}`);
        }
      }
      // A queued write (the page browse log's batch queue) belongs to this endpoint's batch: written out first.
      await browseLogQueue(s.app.deps).flushNow();
      const t1 = Date.now();
      const after = await dbState(s);
      tally.digestMs += Date.now() - t1;
      const changed = Object.keys(after).filter((k) => before[k] !== after[k] && !(k in (WRITES[name] ?? {})));
      if (changed.length) faults.push(`tables written: ${changed.join(', ')}`);
      expect(faults, `${name} (caller ${account}, ${cases.length} cases)`).toEqual([]);
    });
  });
}
