/**
 * The quick-help ball's docking check (dock.ts) looks through a dialog's wrapper and mask at the page beneath: with the
 * confirmation of 确认所选 open, the ball still docks off the button under it (1440 × 900 and 1366 × 768 tax pages).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { coversContent } from '../src/platform/floating/dock.ts';

const AREA = { left: 1200, top: 333, width: 64, height: 64 };

afterEach(() => {
  document.body.innerHTML = '';
});

/** A page with a button, and a dialog layer (wrapper over a mask) above it; the ball's points hit the layer first. */
function pageWithDialog(under: 'button' | 'background') {
  document.body.innerHTML = `
    <div class="portal-main__page">${under === 'button' ? '<button>确认所选</button>' : '<div class="spacer"></div>'}</div>
    <div class="ant-modal-root">
      <div class="ant-modal-mask" style="background-color: rgba(0, 0, 0, 0.45)"></div>
      <div class="ant-modal-wrap"><div class="ant-modal"><div class="ant-modal-content">确认发票</div></div></div>
    </div>`;
  const target = document.querySelector(under === 'button' ? 'button' : '.spacer')!;
  const wrap = document.querySelector('.ant-modal-wrap')!;
  const mask = document.querySelector('.ant-modal-mask')!;
  return () => [wrap, mask, target, document.querySelector('.portal-main__page')!, document.body];
}

describe('the quick-help ball with a dialog open', () => {
  it.each<[string, 'button' | 'background', boolean]>([
    ['docks off a button beneath the dialog layer', 'button', true],
    ['stays a ball over the bare page background beneath it', 'background', false],
  ])('%s', (_case, under, docks) => {
    expect(coversContent(AREA, pageWithDialog(under), () => false)).toBe(docks);
  });

  it('the dialog box itself is content', () => {
    pageWithDialog('background');
    const box = document.querySelector('.ant-modal-content')!;
    expect(
      coversContent(
        AREA,
        () => [box, document.body],
        () => false,
      ),
    ).toBe(true);
  });
});
