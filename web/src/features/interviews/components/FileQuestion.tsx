import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { downloadDocument } from '../documents';
import { useDocumentUpload } from '../hooks/useDocumentUpload';
import type { Question } from './QuestionField';
import { schoolText } from '../../../i18n/i18n';

const formatSize = (n: number) =>
  n >= 1 << 20 ? `${(n / (1 << 20)).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`;

/** A question answered with documents: the file picker, and each document uploaded, to download or remove. */
export function FileQuestion({
  item,
  question: q,
  error,
  onChanged,
}: {
  /** The task list item (the interview's link). */
  item: string;
  /** The file question. */
  question: Question;
  /** The services' refusal of this question, if any. */
  error?: ReactNode;
  /** A document was added or removed: the step is read again. */
  onChanged(): void;
}) {
  const { t, i18n } = useLingui();
  const { busy, problem, upload, removeDocument } = useDocumentUpload(item, q.id, onChanged);
  const inputId = `file-${q.id}`;
  return (
    <Stack gap="xs">
      <Text fw={500} size="sm" component="label" htmlFor={inputId}>
        {schoolText(i18n.locale, q.text, q.textSpanish)}
        {q.required && (
          <Text span c="red">
            {' '}
            *
          </Text>
        )}
      </Text>
      <Text size="xs" c="dimmed">
        <Trans>PDF, PNG or JPEG, up to 10 MB. On a phone you can take a photo.</Trans>
      </Text>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,image/png,image/jpeg"
        disabled={busy}
        onChange={(e) => void upload(e.currentTarget.files?.[0])}
      />
      {busy && (
        <Text size="sm">
          <Trans>Uploading…</Trans>
        </Text>
      )}
      {(problem ?? error) && (
        <Text size="sm" c="red" role="alert">
          {problem ?? error}
        </Text>
      )}
      {q.documents.map((d) => (
        <Group key={d.fileId} gap="sm" wrap="nowrap">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void downloadDocument(d.downloadPath, `${d.versionId} ${d.fileName}`)}
          >
            {d.fileName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatSize(d.sizeBytes)}
          </Text>
          <Button
            variant="subtle"
            color="red"
            size="compact-xs"
            aria-label={t`Remove ${d.fileName}`}
            onClick={() => void removeDocument(d.fileId)}
          >
            <Trans>Remove</Trans>
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
