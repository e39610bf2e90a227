import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { SchoolFileMatch } from '../../../__generated__/graphql';
import { SchoolFileContentDocument } from '../graphql/school-settings.generated';
import { showAlert } from '../../alerts/alertStore';
import { saveFile } from '../../../shared/download';

/**
 * Downloads one of the school's files and saves it. A failure shows the server's text, except for file type
 * 0 (no file), which fails silently (SPEC: the call returns false).
 */
export function useSchoolFileDownload() {
  const client = useApolloClient();
  return useCallback(
    async (
      fileType: number,
      aidYear: number | null,
      match: SchoolFileMatch = 'NEAREST',
    ): Promise<boolean> => {
      if (fileType === 0) return false;
      try {
        const { data, error } = await client.query({
          query: SchoolFileContentDocument,
          variables: { fileType, aidYear, match },
          fetchPolicy: 'network-only',
        });
        if (!data?.schoolFileContent) throw error ?? new Error('The file could not be downloaded');
        const file = data.schoolFileContent;
        saveFile({
          fileName: file.fileName,
          contentType: 'application/octet-stream',
          contentBase64: file.contentBase64,
        });
        return true;
      } catch (e) {
        showAlert.error(e instanceof Error && e.message ? e.message : 'The file could not be downloaded');
        return false;
      }
    },
    [client],
  );
}
