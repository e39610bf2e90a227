import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useDeleteInterviewDocumentMutation } from '../graphql/interview.generated';
import { uploadDocument } from '../documents';
import { translateEngineMessage } from '../answerErrors';

/**
 * A file question's uploads and removals: whether one is under way, and what went wrong in the reader's language;
 * each success reads the step again.
 */
export function useDocumentUpload(item: string, questionId: number, onChanged: () => void) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [remove] = useDeleteInterviewDocumentMutation();
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    const result = await uploadDocument(item, questionId, file);
    setBusy(false);
    if (result.ok) return onChanged();
    // The service words its reason (a type it refuses, an empty file) in English: shown in the reader's language.
    setProblem(
      result.reason === 'tooLarge'
        ? t`${file.name} is larger than 10 MB`
        : result.reason === 'offline'
          ? t`The upload failed; check your connection and try again`
          : result.message
            ? translateEngineMessage(result.message, (d) => i18n._(d))
            : t`The upload failed; try again`,
    );
  };
  const removeDocument = async (fileId: string) => {
    await remove({ variables: { fileId } }).catch(() => setProblem(t`Item could not be deleted`));
    onChanged();
  };
  return { busy, problem, upload, removeDocument };
}
