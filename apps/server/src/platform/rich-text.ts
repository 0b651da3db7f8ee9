/**
 * The server's pass of the portal's one allow-list of rich text (packages/shared content/allow-list.ts): a protocol's
 * text and an article's body are HTML written by staff and shown to every user, so the server keeps only ordinary
 * rich text on save: paragraphs, headings, emphasis, lists, tables, links to http(s)/mailto, and images of the attachment service's public files (an article's pictures). Scripts,
 * styles, frames, forms, SVG, event attributes (on*), javascript:/data: URLs, images from anywhere else and inline
 * styles other than text alignment are removed (sanitize-html: what is not named here does not pass). The browser
 * sanitises again when it shows the text (apps/web/src/platform/rich-text, DOMPurify).
 */
import sanitizeHtml from 'sanitize-html';
import {
  PUBLIC_IMAGE_SRC,
  RICH_TEXT_ALIGN,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '@portal/shared';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  // Only the alignment of text: no url(), no positioning, nothing that loads or overlays.
  allowedStyles: { '*': { 'text-align': [RICH_TEXT_ALIGN] } },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
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
