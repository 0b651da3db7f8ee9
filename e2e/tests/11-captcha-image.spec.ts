/**
 * Journey 11 (issue 9, §9): the login form's captcha is a raster picture (JPEG or PNG) that the web loads as a blob
 * and shows through an object URL; its bytes carry no SVG markup and no glyph paths, and it fits its 120×40 box.
 * The e2e server runs with captcha checking off, but the image is served all the same.
 */
import { test, expect, type Page } from '@playwright/test';
import { shot } from './helpers.ts';

const CAPTCHA_URL = /\/userRegistration\/captcha\.jpg\?/;

/**
 * The CSP's connect-src keeps fetch() away from blob: URLs, so the page remembers each blob it makes an object URL
 * of (set up before the app loads) and the test reads the one behind the <img>.
 */
async function rememberBlobs(page: Page) {
  await page.addInitScript(() => {
    const blobs = new Map<string, Blob>();
    (window as unknown as { __blobs: Map<string, Blob> }).__blobs = blobs;
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (obj: Blob | MediaSource) => {
      const url = create(obj);
      if (obj instanceof Blob) blobs.set(url, obj);
      return url;
    };
  });
}

/** What the page's own blob URL holds: its type, first bytes, whether any markup is in it, and its decoded size. */
async function blobOf(page: Page, src: string) {
  return page.evaluate(async (url) => {
    const blob = (window as unknown as { __blobs: Map<string, Blob> }).__blobs.get(url);
    if (!blob) throw new Error(`no blob behind ${url}`);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const text = Array.from(bytes, (b) => String.fromCharCode(b))
      .join('')
      .toLowerCase();
    const bitmap = await createImageBitmap(blob);
    return {
      type: blob.type,
      head: Array.from(bytes.slice(0, 8)),
      markup: ['<svg', '<path', '<text', 'xmlns', '<?xml'].filter((m) => text.includes(m)),
      size: [bitmap.width, bitmap.height],
    };
  }, src);
}

const isJpeg = (head: number[]) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
const isPng = (head: number[]) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b);

test('the login captcha is a raster image: magic bytes, no SVG or text in it, fits its box, refreshes on click', async ({
  page,
}) => {
  await rememberBlobs(page);
  const firstResponse = page.waitForResponse(CAPTCHA_URL);
  await page.goto('/login/index');
  const response = await firstResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/);
  expect(response.headers()['cache-control']).toBe('no-store');
  const raw = (await response.body()).toString('latin1').toLowerCase();
  for (const markup of ['<svg', '<path', '<text', 'xmlns']) expect(raw).not.toContain(markup);

  const button = page.getByRole('button', { name: '刷新图形验证码' });
  const img = button.getByRole('img', { name: '图形验证码' });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(120);
  const src = await img.getAttribute('src');
  expect(src).toMatch(/^blob:/);

  const shown = await blobOf(page, src!);
  expect(shown.type).toMatch(/^image\/(jpeg|png)$/);
  expect(
    shown.type === 'image/png' ? isPng(shown.head) : isJpeg(shown.head),
    `${shown.type} ${shown.head.join(',')}`,
  ).toBe(true);
  expect(shown.markup).toEqual([]);
  expect(shown.size).toEqual([120, 40]);

  // The picture fills its box beside the input without spilling out of it.
  const box = (await button.boundingBox())!;
  const pic = (await img.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(122);
  expect(box.height).toBeLessThanOrEqual(42);
  expect(pic.x).toBeGreaterThanOrEqual(box.x);
  expect(pic.y).toBeGreaterThanOrEqual(box.y);
  expect(pic.x + pic.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  expect(pic.y + pic.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
  await page.screenshot(shot('11-captcha-image'));

  // A click fetches a new picture, again a raster.
  const nextResponse = page.waitForResponse(CAPTCHA_URL);
  await button.click();
  expect((await nextResponse).headers()['content-type']).toMatch(/^image\/(jpeg|png)$/);
  await expect(img).not.toHaveAttribute('src', src!);
  const next = await blobOf(page, (await img.getAttribute('src'))!);
  expect(isJpeg(next.head) || isPng(next.head)).toBe(true);
  expect(next.markup).toEqual([]);
});
