import type { Highlight } from '@portal/shared';
import './rich-text.css';

export interface HighlightTextProps {
  parts: Highlight;
  className?: string;
}

/**
 * A search's marked text (the news and knowledge-base searches): each matched part a <mark>, the rest plain text.
 * The parts are React children, never HTML, so a title holding markup shows as the text it is.
 */
export function HighlightText({ parts, className }: HighlightTextProps) {
  return (
    <span className={className}>
      {parts.map((p, i) =>
        p.hit ? (
          <mark key={i} className="portal-mark">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </span>
  );
}
