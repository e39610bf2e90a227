import { useForm } from '@mantine/form';
import {
  useReplaceVerificationGroupMapMutation,
  useVerificationGroupChoicesQuery,
} from '../graphql/admin.generated';
import type { AidYearSettingsPanelFragment } from '../components/AidYearSettingsPanel.generated';
import { showAlert } from '../../alerts/alertStore';
import { useServerErrors } from '../../errors/hooks/useServerErrors';

const FAILED = 'Update failed';

interface Row {
  verificationGroup: string;
  typeCode: string;
  isForParentAccount: boolean;
  dependentOnly: boolean;
}

const rowsOf = (year: { verificationGroupMap: readonly Row[] }): Row[] =>
  year.verificationGroupMap.map(({ verificationGroup, typeCode, isForParentAccount, dependentOnly }) => ({
    verificationGroup,
    typeCode,
    isForParentAccount,
    dependentOnly,
  }));

/**
 * An aid year's verification-group map as edited rows, the task list items a row can bring, and saving the map as a
 * whole (the saved map becomes what Discard changes goes back to).
 */
export function useVerificationGroupMapEdits(year: AidYearSettingsPanelFragment) {
  const choices = useVerificationGroupChoicesQuery({ variables: { aidYear: year.aidYear } });
  const [replace, saving] = useReplaceVerificationGroupMapMutation();
  // The rows at `items.<index>`: the path the services name a refused row's field by.
  const form = useForm({ mode: 'controlled', initialValues: { items: rowsOf(year) } });
  const server = useServerErrors(form);
  const names = new Map(year.verificationGroupMap.map((m) => [m.typeCode, m.interviewTypeName]));
  for (const c of choices.data?.verificationGroupChoices ?? []) names.set(c.typeCode, c.name);
  const typeOptions = [...names].map(([value, label]) => ({ value, label }));

  const save = form.onSubmit(async ({ items }) => {
    server.clear();
    try {
      const r = (await replace({ variables: { id: year.id, items } })).data?.replaceVerificationGroupMap;
      if (r?.ok) {
        showAlert.success(r.message ?? 'Successful Update');
        // The map as stored is the new starting point (what Discard changes goes back to).
        const saved = { items: r.settings ? rowsOf(r.settings) : items };
        form.setInitialValues(saved);
        form.setValues(saved);
        form.resetDirty(saved);
      } else showAlert.error(server.show(r?.error, FAILED));
    } catch (e) {
      showAlert.error(server.show(e instanceof Error ? e : null, FAILED));
    }
  });
  const discard = () => (server.clear(), form.reset());
  return { form, choicesError: choices.error, typeOptions, save, saving: saving.loading, discard };
}

/** The map's rows being edited. */
export type VerificationGroupMapForm = ReturnType<typeof useVerificationGroupMapEdits>['form'];
