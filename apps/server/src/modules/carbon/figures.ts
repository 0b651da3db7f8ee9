/**
 * The carbon product's figures for the enterprise's product home (finance/figures.ts): allowances held over all its
 * compliance years, the current year's gap, the trades' total amount and count, and the latest trade or surrender.
 */
import type { ProductFigures } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { accountOut, accountsOf, latestBusiness, tradeTotals } from './repo.ts';

export async function carbonFigures(db: Db, entId: string): Promise<ProductFigures> {
  const accounts = (await accountsOf(db, entId)).map((r) => accountOut(r));
  const held = accounts.reduce((n, a) => n + a.allowanceHeld, 0);
  // 本年度: the latest compliance year whose emissions are verified (its obligation is known).
  const current = accounts.find((a) => a.verifiedEmission !== null);
  const totals = await tradeTotals(db, entId);
  const { trade, surrender } = await latestBusiness(db, entId);
  const latestTrade = trade && {
    title: `${trade.side}${trade.asset} ${trade.quantity.toLocaleString('en-US')} 吨（${trade.counterparty}）`,
    status: '已成交',
    at: trade.createdAt,
  };
  const latestSurrender = surrender && {
    title: `清缴 ${surrender.year} 年度 ${(surrender.allowanceQty + surrender.ccerQty).toLocaleString('en-US')} 吨`,
    status: `${surrender.status}（${accounts.find((a) => a.year === surrender.year)?.state ?? '未履约'}）`,
    at: surrender.createdAt,
  };
  const latest =
    latestTrade && latestSurrender
      ? latestTrade.at >= latestSurrender.at
        ? latestTrade
        : latestSurrender
      : (latestTrade ?? latestSurrender ?? null);
  return {
    figures: [
      { label: '持有配额', value: String(held), unit: '吨' },
      { label: '本年度缺口', value: String(current?.gap ?? 0), unit: '吨' },
      { label: '累计交易额', value: totals.amount, unit: '元' },
      { label: '交易笔数', value: String(totals.count), unit: '笔' },
    ],
    latest,
  };
}
