/**
 * §7.4 the actions a notice carries: product activation (findAccountActive, activationNotRole, activationByAdmin and
 * the company admin's list of requests; types 2 and 3) and the company-admin change (changeCompanyAdmin, agreeChange, refuseChange; types 5 and 6).
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { BUTTON, MENU } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { ok, okPage } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import {
  accountActive,
  activateById,
  activateFromNotice,
  activationRequestPage,
  decideChange,
  requestActivation,
  requestAdminChange,
} from './service.ts';

export async function actionRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;

  endpoint(app, 'findAccountActive', { access: 'signedIn' }, async (req) => {
    return ok([await accountActive(deps, sessionOf(req), req.body.productType)]);
  });

  endpoint(app, 'activationNotRole', { access: 'signedIn', writeLimit: true }, async (req) => {
    return ok([], await requestActivation(deps, sessionOf(req), req.body.productType));
  });

  endpoint(app, 'activationByAdmin', { access: 'signedIn' }, async (req) => {
    const { id, activationId } = req.body;
    if (id) await activateFromNotice(deps, sessionOf(req), id);
    else if (activationId) await activateById(deps, sessionOf(req), activationId);
    return ok([], M.OPERATION_SUCCESS);
  });

  endpoint(app, 'activationRequests', { access: { menu: MENU.permission.entAuthority } }, async (req) => {
    const { currentPage, pageSize } = req.query;
    return okPage(await activationRequestPage(deps, sessionOf(req), currentPage, pageSize));
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
