/**
 * VAT state of §3 (§7.3 VAT calls): the enterprise base info (data[0]: taxpayerType, taxationMethod), the
 * general/branch confirmation, the table upload status of a period (data[0].cityFlag), and the applicable preference
 * record (every §3 field, flags '0'/'1', defaults for missing fields, refused whole when a rule fails).
 */
import type { FastifyInstance } from 'fastify';
import * as M from '@portal/shared';
import {
  BUTTON,
  MENU,
  VAT_PREFERENCE_LABEL,
  applyPreferenceDefaults,
  currentPeriod,
  type Periodicity,
  type VatPreferenceField,
} from '@portal/shared';
import { endpoint } from '../../platform/routes.ts';
import { ok } from '../../platform/envelope.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { enterpriseOf } from '../user/index.ts';
import { periodService, today } from './periods.ts';
import {
  entTaxTypes,
  findGeneralBranch,
  findProfile,
  findVatBaseInfo,
  findVatPreference,
  listFormats,
  saveVatPreference,
  taskList,
  taskTables,
} from './repo.ts';

const PREFERENCE_FIELDS = Object.keys(VAT_PREFERENCE_LABEL) as VatPreferenceField[];
/** Where the VAT pages are: the base info and preferences belong to 增值税优惠政策, the rest to 发票管理. */
const preferencePage = { menu: MENU.tax.preference };
const invoicePage = { menu: MENU.tax.invoice };

export async function vatRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // The invoice page shows it; the preference page's rules depend on it (small-scale or general taxpayer).
  endpoint(app, 'vatBaseInfo', { access: { menu: [MENU.tax.invoice, MENU.tax.preference] } }, async (req) => {
    const s = sessionOf(req);
    const base = await findVatBaseInfo(db, s.entId, req.query.taxYear ?? Number(today().slice(0, 4)));
    if (!base) return ok([]);
    const ent = await enterpriseOf(app.deps, s.userId, s.entId);
    return ok([
      {
        taxpayerType: base.taxpayerType,
        taxationMethod: base.taxationMethod,
        taxpayerName: ent?.name ?? '',
        socialCreditCode: ent?.creditCode ?? '',
        taxBureau: (await findProfile(db, s.entId))?.taxBureau ?? '',
        registeredAt: base.registeredAt,
        vatPeriodicity: ((await entTaxTypes(db, s.entId)).find((t) => t.taxType === '01')?.periodicity ??
          null) as Periodicity | null,
      },
    ]);
  });

  endpoint(app, 'vatGeneralBranch', { access: invoicePage }, async (req) => {
    const s = sessionOf(req);
    const row = await findGeneralBranch(db, s.entId);
    return ok([
      row
        ? {
            role: row.role as 'general' | 'branch' | 'independent',
            generalName: row.generalName,
            branches: row.branches,
            confirmedAt: row.confirmedAt?.toISOString() ?? null,
          }
        : { role: 'independent' as const, generalName: null, branches: [], confirmedAt: null },
    ]);
  });

  endpoint(app, 'tableUploadStatus', { access: invoicePage }, async (req) => {
    const s = sessionOf(req);
    const day = today();
    const periodicity = (await periodService(app.deps).ensure(s.entId, day)).get('01') ?? 'monthly';
    const period = req.query.period ?? String(currentPeriod('01', day, { periodicity }).period);
    const cityFlag = (await findProfile(db, s.entId))?.cityFlag === '1' ? '1' : '0';
    const formats = await listFormats(db, { taxType: '01', withLocal: cityFlag === '1' });
    const [task] = await taskList(db, s.entId, { taxType: '01', period }, day).slice(1, 0);
    const filled = new Set(
      task ? (await taskTables(db, s.entId, task.taskNo)).filter((t) => t.rowCount > 0).map((t) => t.tableCode) : [],
    );
    return ok([
      {
        period,
        cityFlag,
        tables: formats.map((f) => ({
          tableCode: f.tableCode,
          tableName: f.tableName,
          uploaded: filled.has(f.tableCode),
        })),
      },
    ]);
  });

  endpoint(app, 'vatPreference', { access: preferencePage }, async (req) => {
    const s = sessionOf(req);
    const row = await findVatPreference(db, s.entId);
    // An enterprise that never saved one reads the §5 defaults ('0' flags, empty texts).
    const record = applyPreferenceDefaults(row ? Object.fromEntries(PREFERENCE_FIELDS.map((f) => [f, row[f]])) : {});
    return ok([record]);
  });

  endpoint(app, 'vatPreferenceSave', { access: { button: BUTTON.tax.preferenceSave } }, async (req) => {
    const s = sessionOf(req);
    // req.body passed vatPreferenceSchema: defaults applied, every field and cross-field rule checked.
    await saveVatPreference(db, s.entId, s.userId, req.body);
    return ok([], M.TAX_SAVED);
  });
}
