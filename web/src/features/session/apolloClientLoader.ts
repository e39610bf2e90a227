import type { ApolloClient } from '@apollo/client';

let loading: Promise<ApolloClient> | undefined;

/**
 * The app's one Apollo client, created on first call. Apollo's code is a chunk of its own so the sign-in page
 * renders before it arrives (bundle budget, issue 13); App starts loading it at once, in the background.
 */
export function loadApolloClient(): Promise<ApolloClient> {
  loading ??= import('./apolloClient').then((m) => m.createApolloClient());
  return loading;
}
