// The landing page's first query without Apollo (bundle budget, issue 13): the student's task list shows before
// Apollo Client's chunk arrives. The same request the Apollo link would send (fresh bearer token, page view,
// __typename on every selection so the answer can be written into Apollo's cache once the client is there; printed
// at build time, web/scripts/operationTexts.ts, so that graphql's printer is not downloaded before the page shows).
import studentPortalText from 'virtual:operation-text/StudentPortal';
import { appConfig } from '../../config';
import { useAuthStore } from '../session/authStore';
import { currentPageView } from '../session/pageView';
import { ensureFreshToken, loseSession, refreshSession } from '../session/refresh';
import { getAccessToken } from '../session/token';
import { requestBody } from '../session/trustedDocuments';
import type { StudentPortalQuery, StudentPortalQueryVariables } from './graphql/studentPortal.generated';

/** What the first fetch answered: the data, or why there is none. */
export interface FirstPortalResult {
  key: string;
  data: StudentPortalQuery | undefined;
  error: Error | undefined;
}

let first: { key: string; promise: Promise<FirstPortalResult>; handedOver?: Promise<void> } | null = null;

// Nothing of an ended session may show to whoever signs in next.
useAuthStore.subscribe((state) => {
  if (!state.viewer) first = null;
});

export const portalKey = (variables: StudentPortalQueryVariables) => `${variables.uuid}:${variables.aidYear}`;

async function request(variables: StudentPortalQueryVariables): Promise<FirstPortalResult> {
  const key = portalKey(variables);
  try {
    await ensureFreshToken();
    const token = getAccessToken();
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-page-view': currentPageView(),
    };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(appConfig.graphqlUri, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: await requestBody('StudentPortal', studentPortalText, variables),
    });
    const body = (await response.json()) as {
      data?: StudentPortalQuery | null;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    };
    if (body.errors?.length) {
      // As the Apollo client's error link: a refused token gets one refresh to decide whether the session lives.
      if (
        body.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED') &&
        getAccessToken() !== null
      ) {
        void refreshSession().then((outcome) => {
          if (outcome !== 'refreshed') loseSession();
        });
      }
      return { key, data: undefined, error: new Error(body.errors.map((e) => e.message).join('; ')) };
    }
    if (!response.ok || !body.data)
      return { key, data: undefined, error: new Error(`HTTP ${response.status}`) };
    return { key, data: body.data, error: undefined };
  } catch (error) {
    return { key, data: undefined, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/** The first fetch for these variables; the layout and the landing page share one request. */
export function fetchFirstPortal(variables: StudentPortalQueryVariables): Promise<FirstPortalResult> {
  const key = portalKey(variables);
  if (first?.key !== key) first = { key, promise: request(variables) };
  return first.promise;
}

/**
 * Hands the first fetch's data to Apollo (`write`, once: later callers wait for the same hand-over, and data
 * Apollo has since refreshed is never overwritten). Null when no first fetch was made for these variables.
 */
export function handOverFirstPortal(
  variables: StudentPortalQueryVariables,
  write: (data: StudentPortalQuery) => void,
): Promise<void> | null {
  if (!first || first.key !== portalKey(variables)) return null;
  first.handedOver ??= first.promise.then((result) => {
    if (result.data) write(result.data);
  });
  return first.handedOver;
}
