/**
 * The browser's pass of the rich-text allow-list (DOMPurify, platform/rich-text): every vector of the XSS set leaves
 * nothing active, and ordinary rich text with the portal's public images, alignment and links is kept.
 */
import { describe, expect, it } from 'vitest';
import { publicFileUrl } from '@portal/shared';
import { activeContentIn, XSS_VECTORS } from '../../../e2e/lib/xss-vectors.ts';
import { purifyHtml } from '../src/platform/rich-text/index.ts';

describe('purifyHtml', () => {
  it.each(XSS_VECTORS.map((v, i) => [i, v] as const))('vector %i leaves nothing active', (_i, vector) => {
    expect(activeContentIn(purifyHtml(`<p>${vector}</p>`))).toEqual([]);
  });

  it('keeps rich text, a public image, alignment and links (opened in a new window)', () => {
    const image = publicFileUrl('abc-1');
    const html = purifyHtml(
      `<h2 style="text-align: center">标题</h2><p>正文<strong>加粗</strong></p><table><tbody><tr><td colspan="2">单元格</td></tr></tbody></table>` +
        `<p><img src="${image}" alt="图"><img src="https://evil.example/x.png"><a href="https://www.ceic.com">链接</a><a href="javascript:alert(1)">坏链接</a></p>`,
    );
    expect(html).toContain('<h2 style="text-align: center">标题</h2>');
    expect(html).toContain('<td colspan="2">单元格</td>');
    expect(html).toContain(`<img src="${image.replace(/&/g, '&amp;')}" alt="图">`);
    expect(html).not.toContain('evil.example');
    expect(html).toContain('<a href="https://www.ceic.com" target="_blank" rel="noopener noreferrer">链接</a>');
    expect(html).not.toContain('javascript:');
  });
});
