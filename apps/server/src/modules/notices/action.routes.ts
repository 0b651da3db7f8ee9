/**
 * §7.4 the actions a notice carries: product activation (findAccountActive, activationNotRole, activationByAdmin;
 * types 2 and 3) and the company-admin change (changeCompanyAdmin, agreeChange, refuseChange; types 5 and 6).
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { BUTTON } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { ok } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { accountActive, activateFromNotice, decideChange, requestActivation, requestAdminChange } from './service.ts';

export async function actionRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;

  endpoint(app, 'findAccountActive', { access: 'signedIn' }, async (req) => {
    return ok([await accountActive(deps, sessionOf(req), req.body.productType)]);
  });

  endpoint(app, 'activationNotRole', { access: 'signedIn', writeLimit: true }, async (req) => {
    return ok([], await requestActivation(deps, sessionOf(req), req.body.productType));
  });

  endpoint(app, 'activationByAdmin', { access: 'signedIn' }, async (req) => {
    await activateFromNotice(deps, sessionOf(req), req.body.id);
    return ok([], M.OPERATION_SUCCESS);
  });

  endpoint(
    app,
    'changeCompanyAdmin',
    { access: { button: BUTTON.notice.changeAdmin }, writeLimit: true },
    async (req) => {
      await requestAdminChange(deps, sessionOf(req), req.body.toUserId);
      return ok([], M.SUBMIT_SUCCESS);
    },
  );

  endpoint(app, 'agreeChange', { access: 'signedIn' }, async (req) => {
    await decideChange(deps, sessionOf(req), req.body.id, true);
    return ok([], M.OPERATION_SUCCESS);
  });

  endpoint(app, 'refuseChange', { access: 'signedIn' }, async (req) => {
    await decideChange(deps, sessionOf(req), req.body.id, false);
    return ok([], M.OPERATION_SUCCESS);
  });
}
