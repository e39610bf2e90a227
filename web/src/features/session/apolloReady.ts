import { getApolloContext } from '@apollo/client/react';
import { useContext } from 'react';

/** Routes whose screens render before the Apollo client has loaded (they load it themselves when they need it). */
const WITHOUT_APOLLO: ReadonlySet<string> = new Set(['/login']);

/** The student landing page: its first query is a plain fetch, Apollo takes over when it arrives (issue 13). */
const STUDENT_LANDING = /^\/userLanding\/[^/]+\/[^/]+\/?$/;

/** True when a screen at `pathname` may render: the client is there, or the screen does without it. */
export function canRenderWithoutApollo(pathname: string): boolean {
  return WITHOUT_APOLLO.has(pathname) || STUDENT_LANDING.test(pathname);
}

/** The Apollo client of the nearest provider, or undefined while it is still loading. */
export function useOptionalApolloClient() {
  return useContext(getApolloContext()).client;
}
