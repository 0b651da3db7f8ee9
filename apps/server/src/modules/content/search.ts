/**
 * Chinese full-text search of articles: words cut by jieba (@node-rs/jieba, its bundled dictionary with the HMM for
 * words it does not list) into a PostgreSQL tsvector of the 'simple' configuration, which PGlite has too. An article
 * is indexed with jieba's search mode (a long word and its parts: 增值税 → 增值, 增值税), a query with its precise mode,
 * every word of the query required; so 税务, 贷款, 保理 each find their articles. The hits are marked here, on the
 * page's few rows, as text pieces (the web shows them without HTML).
 */
import { createRequire } from 'node:module';
import type { Jieba as JiebaType } from '@node-rs/jieba';
import type { Highlight } from '@portal/shared';

const require = createRequire(import.meta.url);
let jieba: JiebaType | undefined;

/** Loaded on first use (about 150 ms): a server that never indexes or searches never pays it. */
function cutter(): JiebaType {
  if (!jieba) {
    const { Jieba } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
    const { dict } = require('@node-rs/jieba/dict') as typeof import('@node-rs/jieba/dict');
    jieba = Jieba.withDict(dict);
  }
  return jieba;
}

/** A word worth indexing: letters, digits or CJK (punctuation and spaces are dropped). */
const WORDLIKE = /[\p{L}\p{N}]/u;

function words(list: string[]): string[] {
  return list.map((w) => w.trim().toLowerCase()).filter((w) => w && WORDLIKE.test(w));
}

/** The text to index, as space-separated words (to_tsvector('simple', …) then keeps each as a lexeme). */
export function indexWords(text: string): string {
  return words(cutter().cutForSearch(text, true)).join(' ');
}

/** The words of a search string; every one must match. */
export function queryWords(query: string): string[] {
  return [...new Set(words(cutter().cut(query, true)))];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` cut into pieces, the query's words marked (case-insensitive; longer words first). */
export function highlight(text: string, terms: readonly string[]): Highlight {
  if (!text || terms.length === 0) return text ? [{ text, hit: false }] : [];
  const re = new RegExp(
    [...terms]
      .sort((a, b) => b.length - a.length)
      .map(escapeRe)
      .join('|'),
    'gi',
  );
  const out: Highlight = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index), hit: false });
    out.push({ text: m[0], hit: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), hit: false });
  return out;
}

const SNIPPET = 120;

/** About SNIPPET characters of `text` around its first match (its start when none), with the matches marked. */
export function snippet(text: string, terms: readonly string[]): Highlight {
  const lower = text.toLowerCase();
  const first = Math.min(...terms.map((t) => lower.indexOf(t)).filter((i) => i >= 0), Number.POSITIVE_INFINITY);
  const start = Number.isFinite(first) ? Math.max(0, first - 30) : 0;
  const piece = text.slice(start, start + SNIPPET);
  const pieces = highlight(piece, terms);
  if (start > 0) pieces.unshift({ text: '…', hit: false });
  if (start + SNIPPET < text.length) pieces.push({ text: '…', hit: false });
  return pieces;
}
