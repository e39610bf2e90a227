import { afterEach, expect, it, vi } from 'vitest';

// The library's side: what the app asks of the provider is what is checked here.
const asked = vi.hoisted(() => ({ signIn: [] as unknown[], signOut: [] as unknown[] }));
vi.mock('oidc-client-ts', () => ({
  InMemoryWebStorage: class {},
  WebStorageStateStore: class {},
  UserManager: class {
    metadataService = { getMetadata: async () => ({}) };
    async signinRedirect(args: unknown) {
      asked.signIn.push(args);
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

it("asks the provider for its own pages (an error, the sign-out) in the portal's language", async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({ authority: 'http://localhost/oidc', clientId: 'aidverify', scope: 'openid' }),
        ),
    ),
  );
  document.documentElement.lang = 'es'; // as a switch to Spanish leaves it
  await startSignIn('/tasks');
  await signOutAtProvider();
  expect(asked.signIn).toEqual([{ state: { returnTo: '/tasks' }, ui_locales: 'es' }]);
  expect(asked.signOut).toEqual([{ id_token_hint: 'id-token', extraQueryParams: { ui_locales: 'es' } }]);
});
