import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { showAlert } from '../../alerts/alertStore';
import {
  useFtpLogQuery,
  useImportSaigMessageMutation,
  usePollSaigMailboxMutation,
  useSaigMessagesQuery,
  SaigMessageContentDocument,
} from '../graphql/saig.generated';

/** Saves a file's bytes under its name. */
function saveFile(fileName: string, contentType: string, base64: string) {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  a.click();
  URL.revokeObjectURL(url);
}

/** The mailbox's files and transfer log, and what is done with them: poll now, download a file, import one. */
export function useSaigMailbox() {
  const messages = useSaigMessagesQuery({ fetchPolicy: 'network-only' });
  const log = useFtpLogQuery({ fetchPolicy: 'network-only' });
  const [poll, { loading: polling }] = usePollSaigMailboxMutation();
  const [importFile] = useImportSaigMessageMutation();
  const [importing, setImporting] = useState<number | null>(null);
  const client = useApolloClient();
  const download = async (tgNumber: string, fileName: string) => {
    try {
      const { data } = await client.query({
        query: SaigMessageContentDocument,
        variables: { tgNumber, fileName },
        fetchPolicy: 'network-only',
      });
      const file = data?.saigMessageContent;
      if (file) saveFile(file.fileName, file.contentType, file.contentBase64);
    } catch (e) {
      showAlert.error(e instanceof Error ? e.message : 'Download failed');
    }
  };

  const refresh = () => Promise.all([messages.refetch(), log.refetch()]);
  const onPoll = async () => {
    try {
      const r = (await poll()).data?.pollSaigMailbox;
      if (r?.ok) showAlert.success(r.message ?? 'Successfully retrieved mailbox.');
      else
        showAlert.error(
          r?.error?.message ??
            'There was an issue connecting to the SAIG Mailbox. Please retry at a later time.',
        );
    } catch (e) {
      showAlert.error(
        e instanceof Error
          ? e.message
          : 'There was an issue connecting to the SAIG Mailbox. Please retry at a later time.',
      );
    }
    await refresh();
  };
  const onImport = async (id: number) => {
    setImporting(id);
    try {
      const r = (await importFile({ variables: { id } })).data?.importSaigMessage;
      if (r?.ok) showAlert.success(r.message ?? 'File Imported Successfully');
      else showAlert.error(r?.error?.message ?? 'Import failed');
    } catch (e) {
      showAlert.error(e instanceof Error ? e.message : 'Import failed');
    }
    setImporting(null);
    await refresh();
  };
  return { messages, log, polling, importing, download, onPoll, onImport };
}
