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
