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
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  useCommentCodeInfosQuery,
  useUpdateCommentCodeInfoMutation,
  useUpdateCommentCodeInfosMutation,
} from '../graphql/school-settings.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import type { MutationResult } from '../../errors/serverErrors';
import { formatAidYear } from '../../schools/aidYear';

type Draft = { description?: string; display?: boolean };

const FAILED = 'Update failed';
/** The services take comment codes as a list: a new code is its only item. */
/** updateCommentCodeInfo names the one code sent `item`. */
const NEW_CODE_FIELDS = { 'item.code': 'newCode', 'item.description': 'newMeaning' };
/** 'items.1.description' names the second code sent (updateCommentCodeInfos), 'item.description' the only one. */
const rowFields = (codes: string[]) =>
  Object.fromEntries(
    codes.flatMap((code, i) =>
      ['code', 'description', 'display'].flatMap((field) => [
        [`items.${i}.${field}`, `drafts.${code}.${field}`],
        ...(codes.length === 1 ? [[`item.${field}`, `drafts.${code}.${field}`]] : []),
      ]),
    ),
  );

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
  // The rows' changes (only the fields edited, as they are sent), and the form for a new code.
  const table = useForm<{ drafts: Record<string, Draft> }>({
    mode: 'controlled',
    initialValues: { drafts: {} },
  });
  const tableErrors = useServerErrors(table);
  const adding = useForm({ mode: 'controlled', initialValues: { newCode: '', newMeaning: '' } });
  const addErrors = useServerErrors(adding, NEW_CODE_FIELDS);

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
  const shown = data.commentCodeInfos.filter(
    (c) => !text || c.code.includes(text) || c.description.toLowerCase().includes(text),
  );
  const drafts = table.values.drafts;
  const edit = (code: string, patch: Draft) => {
    table.setFieldValue(`drafts.${code}`, { ...drafts[code], ...patch });
    for (const field of Object.keys(patch)) table.clearFieldError(`drafts.${code}.${field}`);
  };
  const changed = Object.entries(drafts).map(([code, d]) => ({ code, ...d }));
  /** Saves the changes of `codes`: a refusal shows under the rows it is about, the reason as an error. */
  const saveRows = async (send: () => Promise<MutationResult | undefined>, codes: string[]) => {
    tableErrors.clear();
    try {
      const r = await send();
      if (!r?.ok) return showAlert.error(tableErrors.show(r?.error, FAILED, rowFields(codes)));
      await saved(r, codes);
    } catch (e) {
      showAlert.error(tableErrors.show(e instanceof Error ? e : null, FAILED));
    }
  };
  const saved = async (r: MutationResult, codes: string[]) => {
    showAlert.success(r.message ?? 'Successful Update');
    table.setFieldValue('drafts', (all) =>
      Object.fromEntries(Object.entries(all).filter(([code]) => !codes.includes(code))),
    );
    await refetch();
  };
  const addCode = adding.onSubmit(async ({ newCode, newMeaning }) => {
    addErrors.clear();
    const item = { code: newCode.trim(), description: newMeaning, display: true };
    try {
      const r = (await updateOne({ variables: { aidYear, item } })).data?.updateCommentCodeInfo;
      if (!r?.ok) return showAlert.error(addErrors.show(r?.error, FAILED));
      adding.reset();
      await saved(r, [item.code]);
    } catch (e) {
      showAlert.error(addErrors.show(e instanceof Error ? e : null, FAILED));
    }
  });

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
            onClick={() =>
              saveRows(
                async () =>
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
                        error={table.errors[`drafts.${c.code}.description`]}
                        onChange={(e) => edit(c.code, { description: e.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={`Show ${c.code}`}
                        checked={d?.display ?? c.display}
                        error={table.errors[`drafts.${c.code}.display`]}
                        onChange={(e) => edit(c.code, { display: e.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        disabled={!d}
                        aria-label={`Save ${c.code}`}
                        onClick={() =>
                          saveRows(
                            async () =>
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
        <form onSubmit={addCode} noValidate>
          <Group align="end">
            <TextInput
              label="New comment code"
              placeholder="3 digits"
              {...adding.getInputProps('newCode')}
              w={140}
            />
            <TextInput label="Its meaning" {...adding.getInputProps('newMeaning')} />
            <Button type="submit" variant="light" disabled={!adding.values.newCode.trim()}>
              Add comment code
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
