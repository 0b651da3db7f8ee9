import { afterEach } from 'vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { message } from 'antd';

// waitFor / findBy* give up after 1 s by default: an antd dropdown or modal can take longer than that to appear in
// jsdom on a loaded two-core machine (CI saw an option not shown in time). Only a real failure waits this long.
configure({ asyncUtilTimeout: 10_000 });

// jest-dom is not installed: tests assert on the DOM directly. Unmount after every test, and close its toasts
// while the DOM is still there (inside act, so React renders now): antd's static message lives in a root of its
// own and would close a toast 3 s later, after the test file's DOM is gone (React: "window is not defined", an
// unhandled error that fails the run).
afterEach(async () => {
  cleanup();
  await act(async () => {
    message.destroy();
  });
});

// jsdom lacks a few browser APIs antd reads.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// antd writes its component styles as <style> elements into <head> (CSS-in-JS): thousands of rules. jsdom has no
// layout, so they change nothing a test can see, but every getComputedStyle call (testing-library's *ByRole checks
// each element's visibility and name with it; antd and rc components read it in effects) matched each element against
// every rule: measured, 70 % of a form test's time (66 s → 10 s for one auth-apply-modal case without them). The style
// elements go to a detached holder instead of the document: antd still finds and updates them, nothing styles the DOM.
const styleHolder = document.createElement('div');
const head = HTMLHeadElement.prototype;
head.appendChild = function <T extends Node>(this: HTMLHeadElement, node: T): T {
  return node instanceof HTMLStyleElement
    ? styleHolder.appendChild(node)
    : (Node.prototype.appendChild.call(this, node) as T);
};
head.insertBefore = function <T extends Node>(this: HTMLHeadElement, node: T, child: Node | null): T {
  if (!(node instanceof HTMLStyleElement)) return Node.prototype.insertBefore.call(this, node, child) as T;
  return child?.parentNode === styleHolder ? styleHolder.insertBefore(node, child) : styleHolder.appendChild(node);
};
head.removeChild = function <T extends Node>(this: HTMLHeadElement, node: T): T {
  return node.parentNode === styleHolder
    ? styleHolder.removeChild(node)
    : (Node.prototype.removeChild.call(this, node) as T);
};

// jsdom answers getComputedStyle(element, '::before') with the element's own style after printing "Not implemented:
// … with pseudo-elements" (antd and rc components ask it, thousands of times a run): the same answer without the
// line, which filled the run's output that CI keeps only the end of.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
