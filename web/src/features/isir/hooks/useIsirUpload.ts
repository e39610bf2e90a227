import { useEffect, useState } from 'react';
import { showAlert } from '../../alerts/alertStore';
import { useIsirUploadLazyQuery } from '../graphql/isir.generated';
import type { IsirImportResultFragment } from '../components/IsirImportResult.generated';
import { sendIsirFile } from '../upload';

/**
 * An ISIR file chosen and sent: how much of it is sent, the import's result (followed while it runs in the
 * background) and why it failed.
 */
export function useIsirUpload(aidYear: number | null) {
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<IsirImportResultFragment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [poll, { data: polled }] = useIsirUploadLazyQuery({ fetchPolicy: 'network-only' });

  // A large file imports as a background job: follow it every second until it is done.
  useEffect(() => {
    if (!result || (result.status !== 'QUEUED' && result.status !== 'RUNNING')) return;
    const timer = setInterval(() => void poll({ variables: { id: result.id } }), 1000);
    return () => clearInterval(timer);
  }, [result, poll]);
  useEffect(() => {
    const u = polled?.isirUpload;
    if (!u || !result || u.id !== result.id) return;
    // The records read move while the state stays RUNNING: both are shown as they change.
    if (
      u.status === result.status &&
      u.progressRecords === result.progressRecords &&
      u.progressStep === result.progressStep
    )
      return;
    // The poll is the outside world here, and its end also raises an alert: an effect's work.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setResult(u);
    if (u.status === result.status) return;
    if (u.status === 'IMPORTED') showAlert.success('File Imported Successfully');
    if (u.status === 'FAILED') setFailure(u.error ?? 'The file could not be imported');
  }, [polled, result]);

  const choose = (f: File | undefined | null) => {
    setFile(f ?? null);
    setResult(null);
    setFailure(null);
    setSent(null);
  };
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    const outcome = await sendIsirFile(file, {
      aidYear,
      onProgress: (n, total) => setSent(total ? Math.round((n / total) * 100) : 0),
    });
    setBusy(false);
    if (outcome.ok) {
      setResult(outcome.upload);
      if (outcome.upload.status === 'IMPORTED') showAlert.success('File Imported Successfully');
    } else {
      setFailure(outcome.message);
      setResult(outcome.upload ?? null);
    }
  };

  return { file, sent, busy, result, failure, choose, upload };
}
