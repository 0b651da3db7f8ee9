/**
 * The captcha picture: a small JPEG drawn with @napi-rs/canvas (Skia; its binaries come inside npm packages).
 * The characters are pixels only: each one rotated, scaled, skewed and shifted off the baseline in its own
 * colour, the whole picture bent by a sine warp, with noise curves drawn through the characters and specks
 * over everything. No text and no glyph outlines leave the server.
 *
 * The typeface is DejaVu Sans Bold from the @fontsource/dejavu-sans npm package, registered under a private
 * family name, so the picture never depends on (or falls back to) the fonts a machine happens to have.
 */
import { createRequire } from 'node:module';
import { randomInt } from 'node:crypto';
import { createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';

/** svg-captcha's alphabet (A–Z, a–z, 0–9) without the look-alikes 0 o O 1 l I i. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
export const CAPTCHA_CONTENT_TYPE = 'image/jpeg';
/** The private family name the bundled font is registered under. */
export const CAPTCHA_FONT = 'PortalCaptchaSans';

const FONT_FILE = createRequire(import.meta.url).resolve(
  '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff2',
);
if (!GlobalFonts.has(CAPTCHA_FONT) && !GlobalFonts.registerFromPath(FONT_FILE, CAPTCHA_FONT)) {
  throw new Error(`captcha: cannot load the font ${FONT_FILE}`);
}

/** The characters a captcha shows, chosen with the crypto RNG. */
export function randomCaptchaText(length = CAPTCHA_LENGTH): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return out;
}

const rand = (min: number, max: number) => min + Math.random() * (max - min);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)];
const TAU = Math.PI * 2;

/** A dark, saturated colour (characters and the curves through them) or a pale one (the background). */
const dark = (hue = rand(0, 360)) => `hsl(${hue.toFixed(0)},${rand(55, 85).toFixed(0)}%,${rand(22, 38).toFixed(0)}%)`;
const pale = (hue = rand(0, 360)) => `hsl(${hue.toFixed(0)},${rand(35, 70).toFixed(0)}%,${rand(86, 95).toFixed(0)}%)`;

function background(ctx: SKRSContext2D, w: number, h: number) {
  const g = ctx.createLinearGradient(0, rand(0, h), w, rand(0, h));
  g.addColorStop(0, pale());
  g.addColorStop(1, pale());
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  for (let i = 0; i < 5; i++) {
    ctx.fillStyle = pale();
    ctx.globalAlpha = rand(0.4, 0.8);
    ctx.beginPath();
    ctx.ellipse(rand(0, w), rand(0, h), rand(6, 22), rand(4, 14), rand(0, Math.PI), 0, TAU);
    ctx.fill();
  }
  ctx.globalAlpha = 1;
}

function characters(ctx: SKRSContext2D, text: string, w: number, h: number): string[] {
  const glyphs = [...text].map((ch) => {
    const size = rand(24, 31);
    ctx.font = `${size.toFixed(1)}px ${CAPTCHA_FONT}`;
    const scaleX = rand(0.72, 1.15);
    return { ch, size, scaleX, width: ctx.measureText(ch).width * scaleX };
  });
  // The row spreads over the picture: part of the room left goes between the characters, at random.
  const room = Math.max(0, w - 10 - glyphs.reduce((sum, g) => sum + g.width, 0));
  const gaps = glyphs.slice(1).map(() => (room / glyphs.length) * rand(0.3, 1) - 1);
  let x = 5 + rand(0, room - gaps.reduce((a, b) => a + b, 0));
  const colours: string[] = [];
  const hue0 = rand(0, 360);
  glyphs.forEach((g, i) => {
    const colour = dark(hue0 + i * rand(60, 140));
    colours.push(colour);
    ctx.save();
    ctx.translate(x + g.width / 2, h / 2 + rand(-3, 3));
    ctx.rotate(rand(-0.5, 0.5));
    ctx.transform(g.scaleX, rand(-0.1, 0.1), rand(-0.25, 0.25), rand(0.86, 1.1), 0, 0);
    ctx.font = `${g.size.toFixed(1)}px ${CAPTCHA_FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = colour;
    ctx.fillText(g.ch, 0, 0);
    // A stroke of random width in the same colour: the strokes' weight differs from character to character.
    const weight = rand(-0.4, 1.1);
    if (weight > 0) {
      ctx.strokeStyle = colour;
      ctx.lineWidth = weight;
      ctx.lineJoin = 'round';
      ctx.strokeText(g.ch, 0, 0);
    }
    ctx.restore();
    x += g.width + (gaps[i] ?? 0);
  });
  return colours;
}

/** Thin curves across the row, one in a character's own colour, so a colour filter cannot drop them all. */
function noiseCurves(ctx: SKRSContext2D, colours: string[], w: number, h: number) {
  for (let i = 0; i < 2; i++) {
    ctx.strokeStyle = i === 0 ? pick(colours) : dark();
    ctx.lineWidth = rand(0.8, 1.2);
    ctx.beginPath();
    ctx.moveTo(rand(-5, 10), rand(h * 0.25, h * 0.75));
    ctx.bezierCurveTo(
      rand(w * 0.2, w * 0.45),
      rand(0, h),
      rand(w * 0.55, w * 0.8),
      rand(0, h),
      rand(w - 10, w + 5),
      rand(h * 0.25, h * 0.75),
    );
    ctx.stroke();
  }
}

/** Bends the whole picture: each row slides along a sine, each column too (bilinear resampling). */
function sineWarp(ctx: SKRSContext2D, w: number, h: number) {
  const src = ctx.getImageData(0, 0, w, h);
  const out = ctx.createImageData(w, h);
  const s = src.data;
  const d = out.data;
  const ax = rand(1.8, 2.8),
    px = rand(18, 28),
    fx = rand(0, TAU);
  const ay = rand(1.5, 2.5),
    py = rand(40, 75),
    fy = rand(0, TAU);
  for (let y = 0; y < h; y++) {
    const dx = ax * Math.sin((TAU * y) / px + fx);
    for (let x = 0; x < w; x++) {
      const sx = Math.min(w - 1.001, Math.max(0, x + dx));
      const sy = Math.min(h - 1.001, Math.max(0, y + ay * Math.sin((TAU * x) / py + fy)));
      const x0 = Math.floor(sx),
        y0 = Math.floor(sy),
        tx = sx - x0,
        ty = sy - y0;
      const i00 = (y0 * w + x0) * 4,
        i01 = i00 + 4,
        i10 = i00 + w * 4,
        i11 = i10 + 4;
      const o = (y * w + x) * 4;
      for (let c = 0; c < 3; c++) {
        const top = s[i00 + c] + (s[i01 + c] - s[i00 + c]) * tx;
        const bottom = s[i10 + c] + (s[i11 + c] - s[i10 + c]) * tx;
        d[o + c] = top + (bottom - top) * ty;
      }
      d[o + 3] = 255;
    }
  }
  ctx.putImageData(out, 0, 0);
}

function specks(ctx: SKRSContext2D, colours: string[], w: number, h: number) {
  for (let i = 0; i < 45; i++) {
    ctx.fillStyle = i % 3 === 0 ? pick(colours) : Math.random() < 0.5 ? dark() : pale();
    ctx.beginPath();
    ctx.arc(rand(0, w), rand(0, h), rand(0.5, 1.3), 0, TAU);
    ctx.fill();
  }
  for (let i = 0; i < 2; i++) {
    ctx.strokeStyle = dark();
    ctx.globalAlpha = 0.6;
    ctx.lineWidth = 1;
    ctx.beginPath();
    ctx.moveTo(rand(0, w), rand(0, h));
    ctx.lineTo(rand(0, w), rand(0, h));
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

/** Draws the text as a CAPTCHA_WIDTH × CAPTCHA_HEIGHT JPEG (CAPTCHA_CONTENT_TYPE). */
export function renderCaptchaImage(text: string): Buffer {
  const w = CAPTCHA_WIDTH,
    h = CAPTCHA_HEIGHT;
  const canvas = createCanvas(w, h);
  const ctx = canvas.getContext('2d');
  background(ctx, w, h);
  const colours = characters(ctx, text, w, h);
  noiseCurves(ctx, colours, w, h);
  sineWarp(ctx, w, h);
  specks(ctx, colours, w, h);
  return canvas.toBuffer('image/jpeg', 85);
}
