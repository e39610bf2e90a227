import { Alert, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useCommentCodeInfosQuery } from '../graphql/school-settings.generated';
import { LoadingText } from '../../errors/components/LoadingText';
import { formatAidYear } from '../../schools/aidYear';
import { useCommentCodeEdits } from '../hooks/useCommentCodeEdits';
import { CommentCodeRow } from './CommentCodeRow';
import { CommentCodeToolbar } from './CommentCodeToolbar';
import { NewCommentCodeForm } from './NewCommentCodeForm';

/** Whether a code, or its meaning, holds the search text (lower-cased); an empty search matches all. */
const matches = (c: { code: string; description: string }, text: string) =>
  !text || c.code.includes(text) || c.description.toLowerCase().includes(text);

export interface CommentCodeInfoSectionProps {
  /** The aid year whose comment codes are shown and edited. */
  aidYear: number;
}

/** What each federal comment code means in an aid year and whether it shows: search, save one, save all. */
export function CommentCodeInfoSection({ aidYear }: CommentCodeInfoSectionProps) {
  const { data, loading, error, refetch } = useCommentCodeInfosQuery({
    variables: { aidYear },
    fetchPolicy: 'network-only',
  });
  const [search, setSearch] = useState('');
  const { table, drafts, edit, changed, savingAll, saveOne, saveAll, adding, addCode } = useCommentCodeEdits(
    aidYear,
    refetch,
  );

  if (loading && !data) return <LoadingText />;
  if (error)
    return (
      <Alert color="red" role="alert">
        {error.message}
      </Alert>
    );
  if (!data)
    return (
      <Alert color="red" role="alert">
        No response from fetch comment code infos
      </Alert>
    );
  const text = search.trim().toLowerCase();
  const shown = data.commentCodeInfos.filter((c) => matches(c, text));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="comment-codes-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="comment-codes-title">
          Comment Codes {formatAidYear(aidYear)}
        </Title>
        <CommentCodeToolbar
          search={search}
          onSearch={setSearch}
          changes={changed.length}
          saving={savingAll}
          onSaveAll={saveAll}
        />
        {shown.length === 0 ? (
          <Text>
            {text
              ? 'No comment codes match.'
              : `No comment codes are recorded for ${formatAidYear(aidYear)}.`}
          </Text>
        ) : (
          <Table withTableBorder aria-label="Comment codes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th>Meaning</Table.Th>
                <Table.Th>Shown</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((c) => (
                <CommentCodeRow
                  key={c.id}
                  code={c}
                  draft={drafts[c.code]}
                  errors={table.errors}
                  onEdit={(patch) => edit(c.code, patch)}
                  onSave={() => void saveOne(c.code)}
                />
              ))}
            </Table.Tbody>
          </Table>
        )}
        <NewCommentCodeForm form={adding} onSubmit={addCode} />
      </Stack>
    </Paper>
  );
}
