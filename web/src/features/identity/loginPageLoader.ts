import type { ComponentType } from 'react';

let loading: Promise<{ default: ComponentType }> | null = null;
let loaded: ComponentType | null = null;

/**
 * The sign-in form's code (/login), asked for once: the page's entry (main.tsx) asks on /login before the app has
 * arrived, and the route renders it at once when it is here by then (loadedLoginPage) instead of suspending on a
 * lazy import of its own and rendering twice, a slow phone's ~0.1 s more before the form is usable (issue 28).
 */
export function loadLoginPage(): Promise<{ default: ComponentType }> {
  loading ??= import('./components/LoginPage').then(
    (m) => {
      loaded = m.LoginPage;
      return { default: m.LoginPage };
    },
    (error: unknown) => {
      loading = null; // the next render asks again
      throw error;
    },
  );
  return loading;
}

/** The sign-in form's page component, when its code is here. */
export const loadedLoginPage = (): ComponentType | null => loaded;
