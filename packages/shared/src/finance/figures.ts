/**
 * A product home's "your enterprise" panel (§1 finance home pages): each product's own data summed up for the
 * enterprise of the session — what is in progress, the amounts, the latest result. Every product module answers
 * this shape for its product code; the finance home puts it beside the product's public page.
 */
import { z } from 'zod';

/** 元 amounts are formatted with 万/亿 (§9); 吨 (tCO2e) and 笔 (a count) with thousands separators. */
export const FIGURE_UNITS = ['元', '吨', '笔'] as const;
export type FigureUnit = (typeof FIGURE_UNITS)[number];

export const ProductFigureSchema = z.object({
  /** What it counts, in the product's words: 在途申请, 在途金额, 累计放款, 配额缺口 … */
  label: z.string(),
  /** A decimal text (two places for 元, e.g. "1500000.00"; an integer for 笔). */
  value: z.string(),
  unit: z.enum(FIGURE_UNITS),
});
export type ProductFigure = z.infer<typeof ProductFigureSchema>;

/** The enterprise's latest business of the product (an application, an order, a filing) and its state. */
export const ProductLatestSchema = z.object({
  title: z.string(),
  status: z.string(),
  /** ISO time. */
  at: z.string(),
});
export type ProductLatest = z.infer<typeof ProductLatestSchema>;

export const ProductFiguresSchema = z.object({
  figures: z.array(ProductFigureSchema),
  latest: ProductLatestSchema.nullable(),
});
export type ProductFigures = z.infer<typeof ProductFiguresSchema>;
