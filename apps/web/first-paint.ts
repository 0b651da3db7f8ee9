/**
 * First paints: for a page whose largest content is fixed text, the HTML the server puts into #root in place of the
 * start-up loading text, so that the browser paints that content with the page's style sheets, before any script has
 * run; React replaces it when it renders the same content. The web build writes it into route-chunks.json.
 *
 * Why: the home (/finance/home) is the portal's landing page and its banner text its largest content. Rendered by
 * React, it painted only after ~1.1 MB of script had loaded and run (LCP 1.7–1.8 s on this machine against 1 s).
 *
 * The markup keeps the layout of the rendered page (docs/decisions.md): the tiled header's height and the content's
 * padding of layout.css, the page's own classes (its style sheet is linked in the same answer), the theme's font, and
 * the room of the buttons, so nothing moves when React takes over. Only words and classes go in, never data.
 */
import type { RoutePage } from '@portal/shared';
// By path: this runs in Node while Vite loads its config.
import { ALT_HEADER_HEIGHT } from '../../packages/shared/src/constants.ts';
import { portalTheme } from './src/app/theme.ts';
import { HOME_BANNER } from './src/features/finance-home/banner.ts';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The frame of a tiled-layout page: an empty header bar of the header's height, then the content's padding; the
 * text settings and the border-box sizing that antd's layout gives everything inside it.
 */
function tiledFrame(content: string): string {
  const font = escapeHtml(portalTheme.token?.fontFamily ?? 'sans-serif');
  return (
    '<style>.first-paint,.first-paint *{box-sizing:border-box}</style>' +
    `<div class="first-paint" style="min-height:100%;background:#f3f6fa;font-family:${font};font-size:14px;` +
    `line-height:${22 / 14};color:${portalTheme.token?.colorTextBase ?? '#000'}">` +
    `<div style="box-sizing:border-box;height:${ALT_HEADER_HEIGHT}px;background:#fff;border-top:3px solid #12a37f;` +
    `box-shadow:0 2px 10px rgba(15,42,68,0.08)"></div>` +
    `<div style="padding:24px 32px 40px"><div style="max-width:1280px;margin:0 auto">${content}</div></div></div>`
  );
}

/** The home's banner as FinanceHomePage renders it, with the room of its buttons (antd's large size: 40 px). */
function homeBanner(): string {
  const rings = [1, 2, 3].map((n) => `<div class="finance-home__ring finance-home__ring--${n}"></div>`).join('');
  return (
    '<div class="finance-home"><section class="finance-home__banner"><div class="finance-home__banner-text">' +
    `<span class="finance-home__eyebrow">${escapeHtml(HOME_BANNER.eyebrow)}</span>` +
    `<h1>${escapeHtml(HOME_BANNER.title)}</h1><p>${escapeHtml(HOME_BANNER.intro)}</p>` +
    '<div style="height:40px"></div></div>' +
    `<div class="finance-home__banner-art" aria-hidden="true">${rings}</div></section></div>`
  );
}

export function firstPaints(): Partial<Record<RoutePage, string>> {
  return { 'finance-home/FinanceHomePage': tiledFrame(homeBanner()) };
}
