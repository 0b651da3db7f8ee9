/**
 * Tax settings: the enterprise tax profile (企业档案: who it is at the tax office, which tax types it files and how
 * often) and the filing preferences (申报偏好设置). Reads by their pages, saves by their buttons.
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import { BUTTON, MENU, TAX_PERIODICITY, vatPeriodicityIssue, type Periodicity } from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { fail, ok } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { enterpriseOf } from '../user/index.ts';
import { today } from './periods.ts';
import { DEFAULT_REMIND_DAYS } from './calendar.routes.ts';
import {
  entTaxTypes,
  findFilingPreference,
  findProfile,
  findVatBaseInfo,
  saveFilingPreference,
  saveProfile,
} from './repo.ts';

/** Taxes settled once a year by law (shared calendar.ts annualSettlement): no other periodicity is accepted. */
const YEARLY_ONLY = new Set(['03', '06']);

/** What the filing preferences are before an enterprise sets them. */
export const DEFAULT_FILING_PREFERENCE = {
  remindDaysBefore: DEFAULT_REMIND_DAYS,
  promptCreateTask: true,
  importMode: 'replace' as const,
  defaultTaxTypes: [] as string[],
};

export async function settingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  endpoint(app, 'taxEntProfile', { access: { menu: MENU.tax.profile } }, async (req) => {
    const s = sessionOf(req);
    const ent = await enterpriseOf(app.deps, s.userId, s.entId);
    const profile = await findProfile(db, s.entId);
    const base = await findVatBaseInfo(db, s.entId, Number(today().slice(0, 4)));
    const types = await entTaxTypes(db, s.entId);
    return ok([
      {
        entName: ent?.name ?? '',
        socialCreditCode: ent?.creditCode ?? '',
        taxpayerType: base?.taxpayerType ?? '',
        taxBureau: profile?.taxBureau ?? '',
        legalRepresentative: profile?.legalRepresentative ?? '',
        financeContact: profile?.financeContact ?? '',
        financePhone: profile?.financePhone ?? '',
        registeredAddress: profile?.registeredAddress ?? '',
        taxTypes: types.map((t) => ({ taxType: t.taxType, periodicity: t.periodicity as Periodicity })),
      },
    ]);
  });

  endpoint(app, 'taxEntProfileSave', { access: { button: BUTTON.tax.profileSave } }, async (req) => {
    const s = sessionOf(req);
    const { taxTypes, ...profile } = req.body;
    const seen = new Set<string>();
    for (const t of taxTypes) {
      if (!Object.hasOwn(TAX_PERIODICITY, t.taxType)) throw fail.business(M.taxTypeUnknown(t.taxType));
      if (seen.has(t.taxType)) throw fail.business(M.TAX_TYPE_REPEATED);
      seen.add(t.taxType);
      if (YEARLY_ONLY.has(t.taxType) && t.periodicity !== 'yearly') throw fail.business(M.TAX_PERIODICITY_YEARLY_ONLY);
    }
    // VAT is filed as the taxpayer type allows (a general taxpayer monthly): the type of the registration in force.
    const vat = taxTypes.find((t) => t.taxType === '01');
    if (vat) {
      const base = await findVatBaseInfo(db, s.entId, Number(today().slice(0, 4)));
      const issue = vatPeriodicityIssue(base?.taxpayerType, vat.periodicity);
      if (issue) throw fail.business(issue);
    }
    // A type filed as before keeps the day it was registered; a new one, or a new periodicity, starts today.
    const before = new Map((await entTaxTypes(db, s.entId)).map((t) => [t.taxType, t]));
    const day = today();
    await saveProfile(
      db,
      s.entId,
      profile,
      taxTypes.map((t) => {
        const old = before.get(t.taxType);
        const effectiveFrom = old && old.periodicity === t.periodicity ? old.effectiveFrom : day;
        return { taxType: t.taxType, periodicity: t.periodicity, effectiveFrom };
      }),
    );
    return ok([], M.TAX_SAVED);
  });

  endpoint(app, 'filingPreference', { access: { menu: MENU.tax.filingPreference } }, async (req) => {
    const s = sessionOf(req);
    const row = await findFilingPreference(db, s.entId);
    if (!row) return ok([DEFAULT_FILING_PREFERENCE]);
    const { remindDaysBefore, promptCreateTask, importMode, defaultTaxTypes } = row;
    return ok([
      { remindDaysBefore, promptCreateTask, importMode: importMode as 'replace' | 'refuseIfFilled', defaultTaxTypes },
    ]);
  });

  endpoint(app, 'filingPreferenceSave', { access: { button: BUTTON.tax.filingPreferenceSave } }, async (req) => {
    const s = sessionOf(req);
    const unknown = req.body.defaultTaxTypes.find((t) => !Object.hasOwn(TAX_PERIODICITY, t));
    if (unknown !== undefined) throw fail.business(M.taxTypeUnknown(unknown));
    await saveFilingPreference(db, s.entId, { ...req.body, defaultTaxTypes: [...new Set(req.body.defaultTaxTypes)] });
    return ok([], M.TAX_SAVED);
  });
}
