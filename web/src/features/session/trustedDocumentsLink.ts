import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { documentId } from './trustedDocuments';

/**
 * Apollo's link that replaces the text with its id. No retry with the text when the gateway does not know the id:
 * a browser session's text would be refused anyway (UNTRUSTED_DOCUMENT).
 */
export function trustedDocumentsLink(): PersistedQueryLink {
  return new PersistedQueryLink({ sha256: documentId, retry: () => false });
}
