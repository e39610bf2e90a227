import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';
import { appConfig } from '../../config';
import { ensureFreshToken, loseSession, refreshSession } from './refresh';
import { getAccessToken } from './token';
import { currentPageView } from './pageView';
import { sendsPersistedIds } from './trustedDocuments';
import { trustedDocumentsLink } from './trustedDocumentsLink';

// Data masking (issue 25): a component sees only the fields its own query or fragment selects. The generated types
// say so too (codegen.yml: `inlineFragmentTypes: mask`), so reading a masked field is a type error.
declare module '@apollo/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation: the interface is the override
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}

// Operations that run without (or to obtain) a session: refreshing before them would be pointless or circular.
// (Sign-in itself runs at the OpenID Connect provider; only its password and MFA steps are GraphQL.)
const SESSIONLESS_OPERATIONS = new Set(['SignIn', 'SendMfaCode']);

/** Normalised cache: types whose identity is not `id` say which field is. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Viewer: { keyFields: ['accountUuid'] },
      School: { keyFields: ['schoolCode'] },
      SchoolSummary: { keyFields: ['schoolCode'] },
      LoginSchool: { keyFields: ['schoolCode'] },
      // A row component reads its token from the cache (useFragment), so the token needs an identity there.
      ApiToken: { keyFields: ['uuid'] },
      // Values without identity of their own: kept inside their parent field.
      Session: { keyFields: false },
      LoginData: { keyFields: false },
      StaffHomeCounts: { keyFields: false },
      StudentSearchPage: { keyFields: false },
      // An auto-verify result's ids are its flow's (section, set, condition), the same in every run and test: not
      // the result's identity, so each result stays inside its run (else one run's results overwrite another's).
      AutoVerifySectionResult: { keyFields: false },
      AutoVerifySetResult: { keyFields: false },
      AutoVerifyConditionResult: { keyFields: false },
      // Likewise an interview's step and question ids are the template's, while the path taken and the answers are
      // one task list item's: kept inside the item's interview (else one item's answers showed on another's).
      InterviewStep: { keyFields: false },
      InterviewQuestion: { keyFields: false },
    },
  });
}

/** The app's client: bearer token from memory, refreshed first when under 5 s remain; refresh cookie same-origin. */
export function createApolloClient(): ApolloClient {
  const auth = new SetContextLink(async (prevContext, operation) => {
    if (!SESSIONLESS_OPERATIONS.has(operation.operationName ?? '')) await ensureFreshToken();
    const token = getAccessToken();
    const headers = { ...prevContext.headers, 'x-page-view': currentPageView() };
    return { headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers };
  });
  // The gateway refused the token (revoked, signing key rotated): one refresh decides whether the session lives.
  const unauthenticated = new ErrorLink(({ error }) => {
    const refused =
      CombinedGraphQLErrors.is(error) &&
      error.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
    if (refused && getAccessToken() !== null) {
      void refreshSession().then((outcome) => {
        if (outcome !== 'refreshed') loseSession();
      });
    }
  });
  const http = new HttpLink({ uri: appConfig.graphqlUri, credentials: 'same-origin' });
  // Production builds send persisted ids, not operation text (trusted documents).
  const links = sendsPersistedIds
    ? [unauthenticated, auth, trustedDocumentsLink(), http]
    : [unauthenticated, auth, http];
  return new ApolloClient({ link: ApolloLink.from(links), cache: createCache(), dataMasking: true });
}
