import type { Highlight } from '@portal/shared';

export interface HighlightTextProps {
  parts: Highlight;
  className?: string;
}

/**
 * The search's marked text: each matched part a <mark>, the rest plain text. The parts are React children, never
 * HTML, so a title holding markup shows as the text it is.
 */
export function HighlightText({ parts, className }: HighlightTextProps) {
  return (
    <span className={className}>
      {parts.map((p, i) =>
        p.hit ? (
          <mark key={i} className="news-mark">
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </span>
  );
}
