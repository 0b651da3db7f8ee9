import DOMPurify from 'dompurify';
import { useMemo, type CSSProperties } from 'react';
import './rich-text.css';

/**
 * What the browser keeps of rich text the server sent (an article's body, a protocol's text). The server already
 * sanitised it on save (one allow-list, apps/server/src/platform/rich-text.ts); this second pass is DOMPurify's, so a
 * body saved before a rule changed, or a fault on the server, still shows no script, handler or foreign frame. Only
 * images of the attachment service's public files are kept.
 */
const PUBLIC_IMAGE = /^\/japi\/api\/attachment\/fileManager\/publicFile\?fileId=[A-Za-z0-9_-]+$/;

DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
  if (node.nodeName === 'IMG' && data.attrName === 'src' && !PUBLIC_IMAGE.test(data.attrValue)) {
    data.keepAttr = false;
  }
});
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // A link leaves the portal in a new window, without handing it the opener.
  if (node.nodeName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
  FORBID_ATTR: ['srcset', 'action', 'formaction'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/japi\/api\/attachment\/fileManager\/publicFile\?)/i,
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
