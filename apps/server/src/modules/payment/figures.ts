/** The payment product home's "your enterprise" panel: the enterprise's payment orders summed up. */
import type { ProductFigures } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { latestOrder, orderTotals } from './repo.ts';

export async function paymentFigures(db: Db, entId: string, now = new Date()): Promise<ProductFigures> {
  const t = await orderTotals(db, entId, now);
  const latest = await latestOrder(db, entId);
  return {
    figures: [
      { label: '处理中', value: String(t.inProgress), unit: '笔' },
      { label: '本月已支付', value: t.paidThisMonth, unit: '元' },
      { label: '累计支付', value: t.paidTotal, unit: '元' },
    ],
    latest: latest
      ? {
          title: `付款单 ${latest.orderNo}（${latest.channelType}，付给${latest.payeeName} ${latest.amount}元）`,
          status: latest.status,
          at: latest.createdAt.toISOString(),
        }
      : null,
  };
}
