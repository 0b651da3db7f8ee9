/** The loan product home's "your enterprise" panel: the enterprise's loan applications summed up. */
import type { ProductFigures } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { loanSummary } from './repo.ts';

export async function eloanFigures(db: Db, entId: string): Promise<ProductFigures> {
  const s = await loanSummary(db, entId);
  return {
    figures: [
      { label: '在途申请', value: String(s.inProgress), unit: '笔' },
      { label: '在途金额', value: s.inProgressAmount, unit: '元' },
      // The amount paid out is registered on the notice, not kept per application: this is what was applied for.
      { label: '已放款申请金额', value: s.paidAmount, unit: '元' },
    ],
    latest: s.latest
      ? {
          title: `贷款申请 ${s.latest.id}（${s.latest.productType}）`,
          status: s.latest.status,
          at: s.latest.createdAt.toISOString(),
        }
      : null,
  };
}
