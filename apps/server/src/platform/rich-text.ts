/**
 * The portal's one allow-list of rich text (a protocol's text, an article's body): HTML written by staff and shown to
 * every user, so the server keeps only ordinary rich text on save: paragraphs, headings, emphasis, lists, tables,
 * links to http(s)/mailto, and images of the attachment service's public files (an article's pictures). Scripts,
 * styles, frames, forms, SVG, event attributes (on*), javascript:/data: URLs, images from anywhere else and inline
 * styles other than text alignment are removed (sanitize-html: what is not named here does not pass). The browser
 * sanitises again when it shows the text (apps/web/src/platform/rich-text, DOMPurify).
 */
import sanitizeHtml from 'sanitize-html';
import { PUBLIC_FILE_PATH } from '@portal/shared';

/** An <img src> the portal keeps: a public file of the attachment service, by its id, and nothing else. */
const PUBLIC_IMAGE_SRC = new RegExp(`^${PUBLIC_FILE_PATH.replace(/[/.]/g, '\\$&')}\\?fileId=[A-Za-z0-9_-]+$`);

const TEXT_ALIGN = [/^(left|right|center|justify)$/];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
    's',
    'code',
    'pre',
    'sub',
    'sup',
  ],
  allowedAttributes: {
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
  },
  // Only the alignment of text: no url(), no positioning, nothing that loads or overlays.
  allowedStyles: { '*': { 'text-align': TEXT_ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  // An image's src is checked whole below (a relative path of our own); no scheme passes for it.
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The text inside script, style, textarea… goes with the tag (sanitize-html's nonTextTags).
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !PUBLIC_IMAGE_SRC.test(frame.attribs.src ?? ''),
  transformTags: {
    // A link leaves the portal in a new window, without handing it the opener.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.title ? { title: attribs.title } : {}),
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    }),
  },
};

/** The HTML a protocol or an article keeps. */
export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of sanitised HTML (block ends as spaces), for the search index and its snippets. */
export function plainTextOf(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|td|th|tr|div|blockquote|pre)>|<br\s*\/?>/gi, '$& ');
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The public files an article's body shows (its <img src> ids), so the article claims them on save. */
export function imageFileIds(html: string): string[] {
  const ids = new Set<string>();
  for (const m of html.matchAll(/<img\b[^>]*\bsrc="[^"]*\?fileId=([A-Za-z0-9_-]+)"/gi)) ids.add(m[1]);
  return [...ids];
}

/** Whether sanitised HTML shows any text (a protocol of only tags or whitespace is refused). */
export function hasVisibleText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '').length > 0;
}
