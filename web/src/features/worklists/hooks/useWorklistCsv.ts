import { useApolloClient } from '@apollo/client/react';
import type { WorklistInput } from '../../../__generated__/graphql';
import { showAlert } from '../../alerts/alertStore';
import { WorklistCsvDocument } from '../graphql/worklist.generated';

/** Downloads the worklist as the screen filters it (all its pages) as a CSV file. */
export function useWorklistCsv(input: WorklistInput) {
  const client = useApolloClient();
  return async () => {
    try {
      const { data: file } = await client.query({
        query: WorklistCsvDocument,
        variables: { input },
        fetchPolicy: 'no-cache',
      });
      if (!file) throw new Error('No file');
      const url = URL.createObjectURL(new Blob([file.worklistCsv.csv], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = file.worklistCsv.fileName;
      link.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      showAlert.error(`Download failed${e instanceof Error ? `: ${e.message}` : ''}`);
    }
  };
}
