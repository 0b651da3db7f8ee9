import type { CSSProperties } from 'react';

export interface ProtocolContentProps {
  /** A protocol's text as the server answers it (sanitised HTML). */
  html: string;
  /** Height of the scrolling box (default 420 px). */
  maxHeight?: number;
  style?: CSSProperties;
}

const BOX: CSSProperties = {
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  padding: '12px 16px',
  overflowY: 'auto',
  background: '#fff',
  lineHeight: 1.8,
  wordBreak: 'break-word',
};

/**
 * A protocol's text in a bordered, scrolling box. The only place of this area that renders HTML: it is safe because
 * every text comes from the server, which sanitises it on save and on preview (modules/protocol/sanitise.ts, an
 * allowlist of rich-text tags; no scripts, event attributes, inline styles but alignment, or non-http(s)/mailto links).
 */
export function ProtocolContent({ html, maxHeight = 420, style }: ProtocolContentProps) {
  return (
    <div
      className="portal-protocol-content"
      style={{ ...BOX, maxHeight, ...style }}
      data-testid="protocol-content"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
