/**
 * The content area's XSS set (e2e/lib/xss-vectors.ts) through the server's one allow-list of rich text: each vector,
 * sanitised as an article's body is on save, keeps nothing active (no script, frame, plug-in, form, SVG, style,
 * event attribute, script URL or foreign image). A pure function: no server, no database.
 */
import { describe, expect, it } from 'vitest';
import { XSS_VECTORS, activeContentIn } from '../../../e2e/lib/xss-vectors.ts';
import { sanitiseRichText } from '../src/platform/rich-text.ts';

describe('rich text sanitiser: the XSS set', () => {
  it('holds at least 100 vectors, each with a payload (the flag or a dialog, some of them encoded)', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(100);
    for (const v of XSS_VECTORS) expect(v).toMatch(/__xss|alert\(1\)|atob\(|;base64,|&#\d/);
  });

  it('keeps ordinary rich text and a public image as they are', () => {
    const html =
      '<p style="text-align:center">保理<strong>业务</strong></p><img src="/japi/api/attachment/fileManager/publicFile?fileId=abc123">';
    const out = sanitiseRichText(html);
    expect(out).toContain('<p style="text-align:center">保理<strong>业务</strong></p>');
    expect(out).toContain('<img src="/japi/api/attachment/fileManager/publicFile?fileId=abc123" />');
    expect(activeContentIn(out)).toEqual([]);
  });

  it.each(XSS_VECTORS.map((v, i) => [i, v] as const))('vector %i leaves nothing active', (_, vector) => {
    const out = sanitiseRichText(`<p>向量</p>${vector}`);
    expect(activeContentIn(out), out).toEqual([]);
    expect(out).not.toMatch(/<(script|iframe|object|embed|frame|svg|math|style|form|meta|base|link)\b/i);
  });
});
