import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { i18n } from '../i18n/i18n';

// Screens render English unless a test switches language (the source messages compile on the fly in tests).
i18n.loadAndActivate({ locale: 'en', messages: {} });

// Screens load lazily and query through Apollo; on a busy 2-core CI machine 1 s (the default) is too tight a wait.
configure({ asyncUtilTimeout: 5000 });
// The staff and student layouts load lazily (bundle budget). They are not preloaded here: a module a setup file
// imports is loaded before a test file's vi.mock applies, so tests mocking the sign-in provider would get the real one.

// jsdom lacks the layout APIs Mantine reads.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.HTMLElement.prototype.scrollTo ??= function scrollTo() {};

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
});
