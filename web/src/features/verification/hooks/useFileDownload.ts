import { useApolloClient } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { showAlert } from '../../alerts/alertStore';
import { saveFile } from '../../../shared/download';

type FileAnswer = Record<
  string,
  { fileName: string; contentType: string; contentBase64: string } | undefined
>;

/** Reads a file a query answers (its one field) and saves it; a failure shows as the given alert with its reason. */
export function useFileDownload() {
  const client = useApolloClient();
  return async (query: DocumentNode, variables: Record<string, unknown>, failure: string) => {
    try {
      const { data: answer } = await client.query<FileAnswer>({ query, variables, fetchPolicy: 'no-cache' });
      const file = answer && Object.values(answer)[0];
      if (!file) throw new Error('No file');
      saveFile(file);
    } catch (e) {
      showAlert.error(`${failure}${e instanceof Error ? `: ${e.message}` : ''}`);
    }
  };
}
