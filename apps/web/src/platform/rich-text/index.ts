export { RichHtml, purifyHtml, type RichHtmlProps } from './RichHtml.tsx';
export { HighlightText, type HighlightTextProps } from './HighlightText.tsx';
