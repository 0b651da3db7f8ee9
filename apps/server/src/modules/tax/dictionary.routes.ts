/**
 * The code library (§7.3 tax system service): the §3 tax type dictionary (queryCodeList, queryListByCodes) and the
 * rate lists by codeNo, read from tax_code_items. Reference data of the tax law, the same for every enterprise: open
 * to any signed-in user, and kept encoded per instance (cachedRead) since it only changes with a release.
 */
import type { FastifyInstance } from 'fastify';
import { cachedRead, NO_USER } from '../../platform/cached-read.ts';
import { endpoint } from '../../platform/routes.ts';
import { ok } from '../../platform/envelope.ts';
import { listCodeItems, type CodeItemRow } from './repo.ts';

/** The dictionary's code in the library. */
export const TAX_TYPE_CODE = 'TAX_TYPE';

const entryOf = (r: CodeItemRow) => ({
  itemNo: r.itemNo,
  itemName: r.itemName,
  key: r.itemKey,
  relativeCode1: r.relativeCode1,
});

export async function dictionaryRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const cache = { ttlMs: 10 * 60_000, max: 1000 };

  const dictionary = cachedRead(app.deps, {
    ...cache,
    load: async (f: { keyword?: string; relativeCode1?: string }) =>
      ok((await listCodeItems(db, TAX_TYPE_CODE, f)).map(entryOf)),
  });
  endpoint(app, 'taxCodeList', { access: 'signedIn' }, async (req, reply) => {
    const f = { keyword: req.body.keyword || undefined, relativeCode1: req.body.relativeCode1 || undefined };
    return dictionary.send(req, reply, { key: JSON.stringify(f), userId: NO_USER }, f);
  });

  endpoint(app, 'taxCodeListByCodes', { access: 'signedIn' }, async (req) =>
    ok((await listCodeItems(db, TAX_TYPE_CODE, { itemNos: req.body.codes })).map(entryOf)),
  );

  const rates = cachedRead(app.deps, {
    ...cache,
    load: async (codeNo: string) =>
      ok(
        (await listCodeItems(db, codeNo))
          .filter((r) => r.rate !== null)
          .map((r) => ({ codeNo: r.codeNo, itemNo: r.itemNo, itemName: r.itemName, rate: r.rate! })),
      ),
  });
  endpoint(app, 'taxRateList', { access: 'signedIn' }, async (req, reply) =>
    rates.send(req, reply, { key: req.query.codeNo, userId: NO_USER }, req.query.codeNo),
  );
}
