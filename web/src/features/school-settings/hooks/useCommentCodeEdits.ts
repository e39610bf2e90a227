import { useForm } from '@mantine/form';
import { showAlert } from '../../alerts/alertStore';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import type { MutationResult } from '../../errors/serverErrors';
import {
  useUpdateCommentCodeInfoMutation,
  useUpdateCommentCodeInfosMutation,
} from '../graphql/school-settings.generated';

/** A row's changes: only the fields edited, as they are sent. */
export type CommentCodeDraft = { description?: string; display?: boolean };

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

/** The comment codes' edits in an aid year: the rows' drafts, saved one or all at once, and the form for a new code. */
export function useCommentCodeEdits(aidYear: number, refetch: () => Promise<unknown>) {
  const [updateOne] = useUpdateCommentCodeInfoMutation();
  const [updateAll, savingAll] = useUpdateCommentCodeInfosMutation();
  // The rows' changes (only the fields edited, as they are sent), and the form for a new code.
  const table = useForm<{ drafts: Record<string, CommentCodeDraft> }>({
    mode: 'controlled',
    initialValues: { drafts: {} },
  });
  const tableErrors = useServerErrors(table);
  const adding = useForm({ mode: 'controlled', initialValues: { newCode: '', newMeaning: '' } });
  const addErrors = useServerErrors(adding, NEW_CODE_FIELDS);

  const drafts = table.values.drafts;
  const edit = (code: string, patch: CommentCodeDraft) => {
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
  const saveOne = (code: string) =>
    saveRows(
      async () =>
        (await updateOne({ variables: { aidYear, item: { code, ...drafts[code] } } })).data
          ?.updateCommentCodeInfo,
      [code],
    );
  const saveAll = () =>
    saveRows(
      async () => (await updateAll({ variables: { aidYear, items: changed } })).data?.updateCommentCodeInfos,
      changed.map((c) => c.code),
    );
  return { table, drafts, edit, changed, savingAll: savingAll.loading, saveOne, saveAll, adding, addCode };
}
