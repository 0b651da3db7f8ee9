import DOMPurify from 'dompurify';
import {
  RICH_TEXT_ALIGN,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  isAllowedHref,
  isAllowedImageSrc,
} from '@portal/shared';
import { useMemo, type CSSProperties } from 'react';
import './rich-text.css';

/**
 * What the browser keeps of rich text the server sent (an article's body, a protocol's text): the portal's one
 * allow-list (packages/shared content/allow-list.ts), applied again by DOMPurify. The server already kept only that
 * on save; this second pass means a body saved before a rule changed, or a fault on the server, still shows no
 * script, handler or foreign frame.
 */
const ALLOWED_ATTR = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];

DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  const tag = node.nodeName.toLowerCase();
  // Each tag keeps its own attributes (DOMPurify's list is one for all tags).
  if (!(RICH_TEXT_ATTRIBUTES[tag] ?? []).includes(data.attrName)) data.keepAttr = false;
  else if (tag === 'img' && data.attrName === 'src' && !isAllowedImageSrc(data.attrValue)) data.keepAttr = false;
  else if (tag === 'a' && data.attrName === 'href' && !isAllowedHref(data.attrValue)) data.keepAttr = false;
  else if (data.attrName === 'style') {
    const align = /^\s*text-align\s*:\s*([a-z]+)\s*;?\s*$/i.exec(data.attrValue);
    if (align && RICH_TEXT_ALIGN.test(align[1].toLowerCase())) data.attrValue = `text-align: ${align[1].toLowerCase()}`;
    else data.keepAttr = false;
  }
});
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // A link leaves the portal in a new window, without handing it the opener; an image with no kept src goes.
  if (node.nodeName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.nodeName === 'IMG' && !node.getAttribute('src')) node.remove();
});

const CONFIG = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  // DOMPurify tests every attribute's value against this unless the attribute is URI-safe (colspan="2" too): it is
  // DOMPurify's default without its other schemes (ftp, tel, sms…). href and src have their own checks above.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

/** The HTML a page may show (exported for the tests and for callers that need the string). */
export function purifyHtml(html: string): string {
  return DOMPurify.sanitize(html, CONFIG);
}

export interface RichHtmlProps {
  html: string;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** Rich text, sanitised in the browser, in the portal's reading style (headings, tables, images within the width). */
export function RichHtml({ html, className, style, ...rest }: RichHtmlProps) {
  const clean = useMemo(() => purifyHtml(html), [html]);
  return (
    <div
      className={`portal-rich-text${className ? ` ${className}` : ''}`}
      style={style}
      data-testid={rest['data-testid']}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
