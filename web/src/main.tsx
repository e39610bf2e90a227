// Only the CSS the first screen needs; the rest loads with the screens (app/allStyles.ts).
import './app/styles-first-paint.css';
import './app/accessible-colors.css';
import { leavesForProvider, prepareSignIn, startSignIn } from './features/session/oidc';
import { loadLoginPage } from './features/identity/loginPageLoader';
import { catalogs } from './i18n/catalogs';
import { detectLanguage } from './i18n/languages';

/**
 * The page's entry, small, so that it runs before the app has arrived. The app itself is boot.tsx: index.html
 * preloads its files (vite.config.ts: preloadApp), so importing it here costs no round trip more than a static
 * import would.
 */
const boot = () => import('./boot');
/** Where the provider sends the browser back to: the sign-in form's page (/login?interaction=…). */
const signInForm = loadLoginPage;

// The first screen's words: asked for now rather than once the app has run (i18n.ts asks again: the same module).
const language = detectLanguage();
void catalogs[language].messages().catch(() => undefined); // a failure shows when the app asks for it

const { pathname, search } = window.location;
if (leavesForProvider(pathname, search)) {
  // A page load of /login only sends the browser to the provider: started here, before the app has arrived and run
  // (it then joins this start: startSignIn), which took half the time to the sign-in form on a slow phone (issue 28).
  // The form's page is where the provider sends the browser back: its files are prefetched (a prefetch outlives the
  // page) once the discovery document is here, during the redirect's round trips, rather than sharing a slow network
  // with the library and the document the redirect waits for (issue 28); the app's are preloaded by index.html and
  // run here, which also compiles them for that page (without, the form was ~0.3 s later on a slow phone).
  document.documentElement.lang = language; // the provider's pages speak it (ui_locales)
  const prepared = prepareSignIn();
  void startSignIn().catch(() => undefined); // the app's /login page says what failed and offers to try again
  void prepared.catch(() => undefined).finally(prefetchSignInForm);
} else if (pathname === '/login') {
  void signInForm().catch(() => undefined); // the route's lazy import reports a failure
}
void boot();

/** The sign-in form's own files, named by index.html (vite.config.ts: preloadApp), into the cache. */
function prefetchSignInForm() {
  const files = document.querySelector<HTMLMetaElement>('meta[name="aidverify-sign-in-form"]')?.content;
  for (const file of files?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    link.crossOrigin = ''; // as a module script asks for it: the same cache entry
    document.head.append(link);
  }
}
