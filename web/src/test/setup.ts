import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Screens load lazily and query through Apollo; on a busy 2-core CI machine 1 s (the default) is too tight a wait.
configure({ asyncUtilTimeout: 5000 });
// The app lazy-loads the staff and student layouts (bundle budget); loaded with each test file, a test's wait for
// a screen is spent rendering it, not transforming the layouts' modules.
await import('../features/staff-layout/components/StaffLayout');
await import('../features/student-portal/components/StudentLayout');

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
