import { Alert, Button, Group, Paper, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  useCommentCodeInfosQuery,
  useUpdateCommentCodeInfoMutation,
  useUpdateCommentCodeInfosMutation,
} from '../../../__generated__/graphql';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { formatAidYear } from '../../school/aidYear';

type Draft = { description?: string; display?: boolean };

export interface CommentCodeInfoSectionProps {
  /** The aid year whose comment codes are shown and edited. */
  aidYear: number;
}

/** What each federal comment code means in an aid year and whether it shows: search, save one, save all. */
export function CommentCodeInfoSection({ aidYear }: CommentCodeInfoSectionProps) {
  const { data, loading, error, refetch } = useCommentCodeInfosQuery({ variables: { aidYear }, fetchPolicy: 'network-only' });
  const [updateOne] = useUpdateCommentCodeInfoMutation();
  const [updateAll, savingAll] = useUpdateCommentCodeInfosMutation();
  const [search, setSearch] = useState('');
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});

  if (loading && !data) return <LoadingText />;
  if (error || !data) return <Alert color="red" role="alert">{error?.message ?? 'Could not retrieve comment codes'}</Alert>;
  const text = search.trim().toLowerCase();
  const shown = data.commentCodeInfos.filter(
    (c) => !text || c.code.includes(text) || c.description.toLowerCase().includes(text),
  );
  const edit = (code: string, patch: Draft) => setDrafts({ ...drafts, [code]: { ...drafts[code], ...patch } });
  const changed = Object.entries(drafts).map(([code, d]) => ({ code, ...d }));
  const finish = async (
    r: { ok: boolean; message?: string | null; error?: { message: string } | null } | undefined,
    codes: string[],
  ) => {
    if (!r?.ok) return showAlert.error(r?.error?.message ?? 'Update failed');
    showAlert.success(r.message ?? 'Successful Update');
    setDrafts((all) => Object.fromEntries(Object.entries(all).filter(([code]) => !codes.includes(code))));
    await refetch();
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="comment-codes-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="comment-codes-title">
          Comment Codes {formatAidYear(aidYear)}
        </Title>
        <Group align="end">
          <TextInput label="Search comment codes" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
          <Button
            disabled={changed.length === 0}
            loading={savingAll.loading}
            onClick={async () =>
              finish((await updateAll({ variables: { aidYear, items: changed } })).data?.updateCommentCodeInfos, changed.map((c) => c.code))
            }
          >
            Save all changes
          </Button>
        </Group>
        {shown.length === 0 ? (
          <Text>No comment codes match.</Text>
        ) : (
          <Table withTableBorder aria-label="Comment codes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th>Meaning</Table.Th>
                <Table.Th>Shown</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((c) => {
                const d = drafts[c.code];
                return (
                  <Table.Tr key={c.id}>
                    <Table.Td>{c.code}</Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`Meaning of ${c.code}`}
                        value={d?.description ?? c.description}
                        onChange={(e) => edit(c.code, { description: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={`Show ${c.code}`}
                        checked={d?.display ?? c.display}
                        onChange={(e) => edit(c.code, { display: e.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        disabled={!d}
                        aria-label={`Save ${c.code}`}
                        onClick={async () =>
                          finish(
                            (await updateOne({ variables: { aidYear, item: { code: c.code, ...d } } })).data?.updateCommentCodeInfo,
                            [c.code],
                          )
                        }
                      >
                        Save
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
