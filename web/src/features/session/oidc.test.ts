import { afterEach, expect, it, vi } from 'vitest';

// The library's side: what the app asks of the provider is what is checked here.
const asked = vi.hoisted(() => ({
  signIn: [] as unknown[],
  signOut: [] as unknown[],
  /** What the redirect waits for, when a test holds it. */
  pending: null as Promise<void> | null,
}));
vi.mock('oidc-client-ts', () => ({
  InMemoryWebStorage: class {},
  WebStorageStateStore: class {},
  UserManager: class {
    metadataService = { getMetadata: async () => ({}) };
    async signinRedirect(args: unknown) {
      asked.signIn.push(args);
      await asked.pending;
    }
    async getUser() {
      return { id_token: 'id-token' };
    }
    async removeUser() {}
    async signoutRedirect(args: unknown) {
      asked.signOut.push(args);
    }
  },
}));

import { signOutAtProvider, startSignIn } from './oidc';

afterEach(() => vi.unstubAllGlobals());

/** The portal's sign-in configuration, as /config.json answers it. */
function stubConfig() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ authority: 'http://localhost/oidc', clientId: 'aidverify', scope: 'openid' }),
        ),
    ),
  );
}

it("asks the provider for its own pages (an error, the sign-out) in the portal's language", async () => {
  stubConfig();
  document.documentElement.lang = 'es'; // as a switch to Spanish leaves it
  await startSignIn('/tasks');
  await signOutAtProvider();
  expect(asked.signIn).toEqual([{ state: { returnTo: '/tasks' }, ui_locales: 'es' }]);
  expect(asked.signOut).toEqual([{ id_token_hint: 'id-token', extraQueryParams: { ui_locales: 'es' } }]);
});

it('sends the browser to the provider once when the page and the app both start sign-in, again after a failure', async () => {
  stubConfig();
  asked.signIn.length = 0;
  // The library's redirect does not settle while the browser leaves; here it fails, as a refused request would.
  let fail!: (error: Error) => void;
  asked.pending = new Promise<void>((_, reject) => (fail = reject));
  const fromEntry = startSignIn();
  const fromApp = startSignIn();
  await vi.waitFor(() => expect(asked.signIn).toHaveLength(1));
  fail(new Error('refused'));
  await expect(fromEntry).rejects.toThrow('refused');
  await expect(fromApp).rejects.toThrow('refused');
  asked.pending = null;
  await startSignIn(); // Try again
  expect(asked.signIn).toHaveLength(2);
});
