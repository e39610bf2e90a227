// Trusted documents (issue 27): a production build sends each operation by its persisted id, the SHA-256 of its
// text, never the text. The build lists every id with its text (web/scripts/persisted-documents.ts) for the
// gateway, which refuses other documents from browser sessions. Development builds send the text.
// Apollo's link that sends the ids is in trustedDocumentsLink.ts: it loads with the GraphQL client, not with the
// sign-in page, which needs only `requestBody`.

/** Whether this build sends persisted ids instead of operation text. */
export const sendsPersistedIds = import.meta.env?.PROD === true;

/** An operation's persisted id: the hex SHA-256 of its text (WebCrypto, in the browser and in Node alike). */
export async function documentId(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The body of a request made without Apollo (sign-in adoption, the first portal fetch): the id in production. */
export async function requestBody(
  operationName: string,
  text: string,
  variables?: Record<string, unknown>,
): Promise<string> {
  if (!sendsPersistedIds) return JSON.stringify({ operationName, query: text, variables });
  const persistedQuery = { version: 1, sha256Hash: await documentId(text) };
  return JSON.stringify({ operationName, variables, extensions: { persistedQuery } });
}
