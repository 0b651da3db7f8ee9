/**
 * A protocol's text is HTML written in the administration and shown to every user (the web renders it as it is), so
 * the server keeps only ordinary rich text on save: paragraphs, headings, emphasis, lists, tables and links to
 * http(s)/mailto. Scripts, styles, frames, forms, event attributes (on*), javascript:/data: URLs and inline styles
 * other than text alignment are removed (sanitize-html, an allowlist: what is not named here does not pass).
 */
import sanitizeHtml from 'sanitize-html';

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
  ],
  allowedAttributes: {
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
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The text inside script, style, textarea… goes with the tag (sanitize-html's nonTextTags).
  disallowedTagsMode: 'discard',
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

/** The HTML a protocol keeps. */
export function sanitiseProtocolHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML shows any text (a protocol of only tags or whitespace is refused). */
export function hasVisibleText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '').length > 0;
}
