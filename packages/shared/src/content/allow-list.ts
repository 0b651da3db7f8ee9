/**
 * The portal's one allow-list of rich text (an article's body, a protocol's text): the tags, the attributes each may
 * carry, the link schemes, the images and the inline styles kept. The server's sanitiser (sanitize-html, on save) and
 * the browser's (DOMPurify, when shown) are both built from it, so the two passes keep the same things.
 */
import { PUBLIC_FILE_PATH } from '../api/attachment.ts';

export const RICH_TEXT_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'code',
  'pre',
  'ol',
  'ul',
  'li',
  'br',
  'hr',
  'blockquote',
  'span',
  'div',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'a',
  'img',
] as const;

/** The attributes each tag keeps (`style` only with the alignment below). */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  img: ['src', 'alt', 'title', 'width', 'height'],
  a: ['href', 'title', 'target', 'rel'],
  th: ['colspan', 'rowspan', 'style'],
  td: ['colspan', 'rowspan', 'style'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start'],
  p: ['style'],
  h1: ['style'],
  h2: ['style'],
  h3: ['style'],
  h4: ['style'],
  div: ['style'],
  span: ['style'],
};

/** The schemes a link may use (no javascript:, data:, vbscript:, and no protocol-relative //host). */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** The only inline style kept: the alignment of text (nothing that loads, positions or overlays). */
export const RICH_TEXT_ALIGN = /^(left|right|center|justify)$/;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** An <img src> kept: a public file of the attachment service, by its id, and nothing else. */
export const PUBLIC_IMAGE_SRC = new RegExp(`^${escapeRe(PUBLIC_FILE_PATH)}\\?fileId=[A-Za-z0-9_-]+$`);

/** Whether an <img src> is kept. */
export const isAllowedImageSrc = (src: string): boolean => PUBLIC_IMAGE_SRC.test(src);

/**
 * Whether a link's href is kept: a path of the portal (/…, not //host), or one of the schemes written plainly.
 */
export function isAllowedHref(href: string): boolean {
  const h = href.trim();
  if (/^\/(?![/\\])/.test(h)) return true;
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(h);
  if (!m) return false;
  return (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(m[1].toLowerCase()) && !/[\s&\\]/.test(m[1]);
}
