/**
 * Which product keeps business data the home can sum up for an enterprise, by product code (§1 products): each
 * product area answers its own figures; products without an on-line service here have none.
 */
import type { ProductFigures } from '@portal/shared';
import type { Db } from '../../db/client.ts';
import { carbonFigures } from '../carbon/index.ts';
import { eloanFigures } from '../eloan/index.ts';
import { factoringFigures } from '../factoring/index.ts';
import { paymentFigures } from '../payment/index.ts';

export const FIGURES_BY_PRODUCT: Readonly<Record<string, (db: Db, entId: string) => Promise<ProductFigures>>> = {
  '01': eloanFigures,
  '02': factoringFigures,
  '06': carbonFigures,
  '08': paymentFigures,
};
