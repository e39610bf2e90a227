import {
  Alert,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import {
  useCommentCodeInfosQuery,
  useUpdateCommentCodeInfoMutation,
  useUpdateCommentCodeInfosMutation,
} from '../graphql/school-settings.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { formatAidYear } from '../../schools/aidYear';

type Draft = { description?: string; display?: boolean };
type Outcome = {
  ok: boolean;
  message?: string | null;
  error?: { message: string; inputErrors: { path: string; message: string }[] } | null;
};

const FIELD: Record<string, string> = { code: 'Comment code', description: 'Meaning', display: 'Shown' };
/** 'items.1.code' → 'Comment code 12 must be …': the server's field reasons, naming the code they are about. */
const describe = (error: NonNullable<Outcome['error']>, codes: string[]) =>
  error.inputErrors.length === 0
    ? error.message
    : error.inputErrors
        .map((e) => {
          const [, index, field] = /^items\.(\d+)\.(\w+)$/.exec(e.path) ?? [];
          return field
            ? `${FIELD[field] ?? field} ${codes[Number(index)] ?? ''} ${e.message}`.replace(/ {2}/g, ' ')
            : e.message;
        })
        .join('; ');

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
  const [updateOne] = useUpdateCommentCodeInfoMutation();
  const [updateAll, savingAll] = useUpdateCommentCodeInfosMutation();
  const [search, setSearch] = useState('');
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [newCode, setNewCode] = useState('');
  const [newMeaning, setNewMeaning] = useState('');

  if (loading && !data) return <LoadingText />;
  if (error || !data)
    return (
      <Alert color="red" role="alert">
        {error?.message ?? 'Could not retrieve comment codes'}
      </Alert>
    );
  const text = search.trim().toLowerCase();
  const shown = data.commentCodeInfos.filter(
    (c) => !text || c.code.includes(text) || c.description.toLowerCase().includes(text),
  );
  const edit = (code: string, patch: Draft) =>
    setDrafts({ ...drafts, [code]: { ...drafts[code], ...patch } });
  const changed = Object.entries(drafts).map(([code, d]) => ({ code, ...d }));
  const finish = async (r: Outcome | undefined, codes: string[]) => {
    if (!r?.ok) return showAlert.error(r?.error ? describe(r.error, codes) : 'Update failed');
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
          <TextInput
            label="Search comment codes"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          <Button
            disabled={changed.length === 0}
            loading={savingAll.loading}
            onClick={async () =>
              finish(
                (await updateAll({ variables: { aidYear, items: changed } })).data?.updateCommentCodeInfos,
                changed.map((c) => c.code),
              )
            }
          >
            Save all changes
          </Button>
        </Group>
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
                            (await updateOne({ variables: { aidYear, item: { code: c.code, ...d } } })).data
                              ?.updateCommentCodeInfo,
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
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            const item = { code: newCode.trim(), description: newMeaning, display: true };
            const r = (await updateOne({ variables: { aidYear, item } })).data?.updateCommentCodeInfo;
            await finish(r, [item.code]);
            if (r?.ok) {
              setNewCode('');
              setNewMeaning('');
            }
          }}
        >
          <Group align="end">
            <TextInput
              label="New comment code"
              placeholder="3 digits"
              value={newCode}
              onChange={(e) => setNewCode(e.currentTarget.value)}
              w={140}
            />
            <TextInput
              label="Its meaning"
              value={newMeaning}
              onChange={(e) => setNewMeaning(e.currentTarget.value)}
            />
            <Button type="submit" variant="light" disabled={!newCode.trim()}>
              Add comment code
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
