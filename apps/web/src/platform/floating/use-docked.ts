import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { coversContent, type Area } from './dock.ts';

/** How long the page must stay unchanged before a floating part looks again at what it would cover. */
const RECHECK_MS = 200;

/**
 * Whether a floating part (the §2.5 quick-help ball, the §2.4 chat sphere) docks to the window's right edge: while it
 * is enabled at its own place and that place holds content (dock.ts). `areaOf` gives the place in the window's
 * coordinates, read at each look; the part is looked at again when the page changes (route, DOM, size, scroll) and
 * when `placeKey` changes.
 */
export function useDocked(
  root: RefObject<HTMLElement | null>,
  areaOf: () => Area,
  enabled: boolean,
  placeKey: string,
): boolean {
  const [docked, setDocked] = useState(false);
  const { pathname } = useLocation();
  const area = useRef(areaOf);
  useLayoutEffect(() => {
    area.current = areaOf;
  });
  useLayoutEffect(() => {
    // Without layout (a test DOM) nothing can be covered.
    if (!enabled || typeof document.elementsFromPoint !== 'function') return;
    const check = () =>
      setDocked(
        coversContent(
          area.current(),
          (x, y) => document.elementsFromPoint(x, y),
          (el) => root.current?.contains(el) ?? false,
        ),
      );
    check();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      clearTimeout(timer);
      timer = setTimeout(check, RECHECK_MS);
    };
    const observer = new MutationObserver(later);
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('resize', later);
    window.addEventListener('scroll', later, true);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener('resize', later);
      window.removeEventListener('scroll', later, true);
    };
  }, [root, enabled, placeKey, pathname]);
  return enabled && docked;
}
