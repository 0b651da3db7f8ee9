/**
 * Factoring area (保理, product code '02', §2.3 /efactoring and /efactoring_yunying): an enterprise transfers its
 * receivables (the buyer, the invoices, the financing asked); operations review the application on the workflow
 * module (`factoringReview`) and register the payment; the applicant is told by the financing notices (§3.1 types 8
 * and 9). The product home reads the enterprise's figures through factoringFigures.
 */
import type { FastifyInstance } from 'fastify';
import { factoringTitle, type ProductFigures } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { registerCompletion } from '../workflow/index.ts';
import { applyRoutes } from './apply.routes.ts';
import { enterpriseSums, latestOf } from './repo.ts';
import { onCompletion } from './review.ts';
import { reviewRoutes } from './review.routes.ts';
import { FACTORING_REVIEW } from './service.ts';

export default async function factoringModule(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  registerCompletion(FACTORING_REVIEW, (tx, instance, outcome, ctx) => onCompletion(deps, tx, instance, outcome, ctx));
  await app.register(applyRoutes);
  await app.register(reviewRoutes);
}

/** A numeric text as 元 with two places ("1500000" → "1500000.00"). */
function twoPlaces(text: string): string {
  const [int, frac = ''] = text.split('.');
  return `${int}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

/**
 * The enterprise's factoring on the product home: 在途申请 (waiting for the review or the payment), their amount,
 * what has been paid out, and the latest application.
 */
export async function factoringFigures(db: Db, entId: string): Promise<ProductFigures> {
  const [sums, latest] = await Promise.all([enterpriseSums(db, entId), latestOf(db, entId)]);
  return {
    figures: [
      { label: '在途申请', value: String(sums.inProgress), unit: '笔' },
      { label: '在途金额', value: twoPlaces(sums.inProgressAmount), unit: '元' },
      { label: '累计放款', value: twoPlaces(sums.paidOut), unit: '元' },
    ],
    latest: latest
      ? { title: factoringTitle(latest.applyNo), status: latest.status, at: latest.createdAt.toISOString() }
      : null,
  };
}

export { FACTORING_DETAIL_PATH } from './review.ts';
