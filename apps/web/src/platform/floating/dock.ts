/**
 * Whether the quick-help ball, at its place, would cover the page's content (§2.5 keeps its start position at
 * window width − 240, 333, which on most pages lies over a card, a table, a chat log or a button). The ball then docks
 * to the window's right edge as a narrow tab instead of hiding what is under it.
 *
 * Content is what the pointer would hit under the ball: anything interactive, or an element that paints (a background,
 * a border, its own text, an image) below the layout's backdrop (the page background around the cards).
 */

/** Elements a user acts on: covering one of them always docks the ball. */
const INTERACTIVE =
  'input, textarea, select, button, a[href], [role="button"], [role="tab"], [role="checkbox"], [role="combobox"], ' +
  '[role="menuitem"], [contenteditable="true"], .ant-select, .ant-picker, .ant-table-row';

/** The layout's backdrop: painting, but not content (the page background the ball may float over). */
const BACKDROP = 'html, body, #root, .ant-layout, .portal-main__content, .portal-main__page';

/**
 * Layers laid over the whole page while a dialog is open (its transparent wrapper, the dimming mask): they show nothing
 * of their own where the ball is, so the check looks through them at the page beneath, which stays in view and which
 * the user comes back to (a 确认所选 under the ball while its confirmation is open). The dialog box itself is content.
 */
const OVERLAY = '.ant-modal-wrap, .ant-modal-mask, .ant-drawer-mask, .ant-image-preview-wrap, .ant-image-preview-mask';

const MEDIA = new Set(['IMG', 'SVG', 'CANVAS', 'VIDEO', 'IFRAME', 'svg']);

const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color.replace(/\s+/g, ''));

/** Whether the element itself shows something (not merely holds children that do). */
export function paints(el: Element): boolean {
  if (MEDIA.has(el.tagName)) return true;
  for (const node of el.childNodes) {
    if (node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) return true;
  }
  const style = getComputedStyle(el);
  if (style.backgroundColor && !transparent(style.backgroundColor)) return true;
  if (style.backgroundImage && style.backgroundImage !== 'none') return true;
  const border = ['Top', 'Right', 'Bottom', 'Left'].some((side) => {
    const width = parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`));
    const color = style.getPropertyValue(`border-${side.toLowerCase()}-color`);
    return width > 0 && Boolean(color) && !transparent(color);
  });
  return border;
}

export interface Area {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Whether an area holds content: at nine points of it (a 3 × 3 grid, inset a little), the topmost element that is not
 * skipped (the ball itself) is interactive, or it or an ancestor below the backdrop paints.
 */
export function coversContent(
  area: Area,
  elementsAt: (x: number, y: number) => readonly Element[],
  skip: (el: Element) => boolean,
): boolean {
  const inset = 6;
  const xs = [area.left + inset, area.left + area.width / 2, area.left + area.width - inset];
  const ys = [area.top + inset, area.top + area.height / 2, area.top + area.height - inset];
  for (const x of xs) {
    for (const y of ys) {
      const hit = elementsAt(x, y).find((el) => !skip(el) && !el.matches(OVERLAY));
      if (!hit) continue;
      if (hit.closest(INTERACTIVE)) return true;
      for (let el: Element | null = hit; el; el = el.parentElement) {
        if (el.matches(BACKDROP)) break;
        if (paints(el)) return true;
      }
    }
  }
  return false;
}
