import type { CSSProperties } from 'react';
import { RichHtml } from '../../platform/rich-text/index.ts';

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
 * A protocol's text in a bordered, scrolling box. The server sanitised it on save and on preview, and RichHtml
 * sanitises it again here: the portal's one rich-text allow-list (packages/shared content/allow-list.ts) both times.
 */
export function ProtocolContent({ html, maxHeight = 420, style }: ProtocolContentProps) {
  return (
    <RichHtml
      className="portal-protocol-content"
      style={{ ...BOX, maxHeight, ...style }}
      data-testid="protocol-content"
      html={html}
    />
  );
}
