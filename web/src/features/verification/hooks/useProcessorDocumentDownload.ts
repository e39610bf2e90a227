import { useApolloClient } from '@apollo/client/react';
import { showAlert } from '../../alerts/alertStore';
import { ProcessorDocumentContentDocument } from '../graphql/documents.generated';

/** Reads a processor document's content and saves it under its file name; a failure shows as an alert. */
export function useProcessorDocumentDownload() {
  const client = useApolloClient();
  return async (id: number) => {
    try {
      const { data: content } = await client.query({
        query: ProcessorDocumentContentDocument,
        variables: { id },
        fetchPolicy: 'no-cache',
      });
      const doc = content?.processorDocumentContent;
      if (!doc) throw new Error('No content');
      const bytes = Uint8Array.from(atob(doc.contentBase64), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: doc.contentType }));
      const link = document.createElement('a');
      link.href = url;
      link.download = doc.fileName;
      link.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      showAlert.error(`Download failed${e instanceof Error ? `: ${e.message}` : ''}`);
    }
  };
}
