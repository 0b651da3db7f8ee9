export { RichHtml, purifyHtml, type RichHtmlProps } from './RichHtml.tsx';
