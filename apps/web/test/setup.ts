import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// jest-dom is not installed: tests assert on the DOM directly. Unmount after every test.
afterEach(() => {
  cleanup();
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
