/**
 * §7.4 openedProductAgreementBefore: which protocols of a product the signed-in user still has to accept (in the
 * session's enterprise), accepting one version of one, accepting all that are outstanding at once (before
 * /resUserProduct/open), what the user accepted (我的协议), and the portal's own service agreement (服务协议).
 * Acceptances are per user and enterprise, of one version; a later text asks again.
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { coversExactly, type AgreementProtocol } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { pageOf } from '../../platform/paging.ts';
import {
  insertAgreements,
  lockProtocolShared,
  myAgreementList,
  protocolsForUser,
  type ProtocolForUser,
  type Who,
} from './repo.ts';

const agreementOut = (p: ProtocolForUser): AgreementProtocol => ({
  id: p.id,
  title: p.title,
  version: p.version,
  content: p.content,
  agreed: p.agreedAt !== null,
  agreedAt: p.agreedAt ? p.agreedAt.toISOString() : null,
});

export async function agreementRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const whoOf = (req: Parameters<typeof sessionOf>[0]): Who => {
    const s = sessionOf(req);
    return { userId: s.userId, entId: s.entId };
  };

  endpoint(app, 'checkAgreement', { access: 'signedIn' }, async (req) => {
    const { productType } = req.query;
    const list = (await protocolsForUser(db, whoOf(req), productType)).map(agreementOut);
    return ok([{ productType, agreed: list.every((p) => p.agreed), protocols: list }]);
  });

  endpoint(app, 'agree', { access: 'signedIn' }, async (req) => {
    const who = whoOf(req);
    const { protocolId, version } = req.body;
    await db.transaction(async (tx) => {
      // Held until the acceptance is written: an edit raising the version waits for it, or it sees the new version.
      const p = await lockProtocolShared(tx, protocolId);
      if (!p) throw fail.notFound(M.RECORD_NOT_FOUND);
      if (p.status !== 1) throw fail.business(M.PROTOCOL_WITHDRAWN);
      if (p.version !== version) throw fail.business(M.PROTOCOL_OUTDATED);
      await insertAgreements(tx, who, [{ protocolId, version }], req.ip);
    });
    return ok([], M.PROTOCOL_AGREED);
  });

  endpoint(app, 'toAgreeByCheckAgreement', { access: 'signedIn' }, async (req) => {
    const who = whoOf(req);
    const { productType, protocols: submitted } = req.body;
    await db.transaction(async (tx) => {
      const inForce = await protocolsForUser(tx, who, productType, true);
      const outstanding = inForce.filter((p) => p.agreedAt === null).map((p) => ({ id: p.id, version: p.version }));
      // Exactly what the user was shown as outstanding, at the versions shown; otherwise nothing is recorded.
      if (!coversExactly(outstanding, submitted)) throw fail.business(M.PROTOCOL_OUTDATED);
      await insertAgreements(
        tx,
        who,
        outstanding.map((p) => ({ protocolId: p.id, version: p.version })),
        req.ip,
      );
    });
    return ok([], M.PROTOCOL_AGREED);
  });

  endpoint(app, 'myAgreements', { access: 'signedIn' }, async (req) => {
    const { title, currentPage, pageSize } = req.body;
    const page = await pageOf(myAgreementList(db, whoOf(req), title), currentPage, pageSize);
    return okPage({
      ...page,
      records: page.records.map((r) => ({
        protocolId: r.protocolId,
        title: r.title,
        productType: r.productType,
        version: r.version,
        currentVersion: r.currentVersion,
        agreedAt: r.agreedAt.toISOString(),
        inForce: r.status === 1,
        outdated: r.status === 1 && r.currentVersion > r.version,
      })),
    });
  });

  endpoint(app, 'portalAgreement', { access: 'signedIn' }, async (req) =>
    ok((await protocolsForUser(db, whoOf(req), null)).map(agreementOut)),
  );
}
