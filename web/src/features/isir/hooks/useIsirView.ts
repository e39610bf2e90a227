import type { IsirViewLevel } from '../../../__generated__/graphql';
import { showAlert } from '../../alerts/alertStore';
import type { MutationResult } from '../../errors/serverErrors';
import { useIsirViewSettingsQuery, useMasterIsirViewQuery } from '../graphql/isir.generated';
import type { IsirViewActions } from '../components/IsirViewTabCard';
import { useIsirViewEdits } from './useIsirViewEdits';

// The spec's messages, word for word (a search of the source finds each).
const DELETE_FAILED: Record<IsirViewLevel, string> = {
  TAB: 'Tab could not be deleted',
  GROUP: 'Group could not be deleted',
  ELEMENT: 'Element could not be deleted',
};
const REORDER_FAILED: Record<IsirViewLevel, string> = {
  TAB: 'Update ISIR view tab sort order failed',
  GROUP: 'Update ISIR view group sort order failed',
  ELEMENT: 'Update ISIR view element sort order failed',
};

/**
 * The ISIR view of an aid year, the school's (always read: it holds the element list) or the master one, and its
 * edits, each followed by its alert and a fresh read of the view.
 */
export function useIsirView(aidYear: number | null, master: boolean) {
  const year = aidYear ?? 0;
  const school = useIsirViewSettingsQuery({
    variables: { aidYear: year },
    skip: !aidYear,
    fetchPolicy: 'network-only',
  });
  const masterView = useMasterIsirViewQuery({
    variables: { aidYear: year },
    skip: !aidYear || !master,
    fetchPolicy: 'network-only',
  });
  const refetch = async () => {
    // A refetch cut short (the screen left) is not an error; a failed one shows in the query state.
    await school.refetch().catch(() => undefined);
    if (master) await masterView.refetch().catch(() => undefined);
  };
  const edits = useIsirViewEdits(master);

  const done = async (r: MutationResult | undefined, success: string, failure: string) => {
    if (r?.ok) {
      showAlert.success(success);
      await refetch();
    } else showAlert.error(r?.error?.message ?? failure);
  };
  const onReorder = async (level: IsirViewLevel, ids: number[]) => {
    const r = await edits.reorder(level, ids);
    if (!r?.ok) showAlert.error(r?.error?.message ?? REORDER_FAILED[level]);
    await refetch();
  };
  const del = async (level: IsirViewLevel, id: number) => {
    await done(await edits.remove(level, id), 'Item was deleted', DELETE_FAILED[level]);
  };
  const actions: IsirViewActions = { done, del, onReorder, save: edits.save };

  const elements = school.data?.isirElements ?? [];
  return {
    school: school.data,
    /** An element's label by its attribute name: CPS number and display name. */
    elementLabel: new Map(
      elements.map((e) => [e.attributeName, `${e.cpsNumber ?? ''} ${e.displayName}`.trim()]),
    ),
    /** The elements a group may add. */
    elementOptions: elements.map((e) => ({
      value: e.attributeName,
      label: `${e.cpsNumber ?? ''} ${e.displayName}`.trim(),
    })),
    masterTabs: masterView.data?.masterIsirView,
    loading:
      !aidYear || (school.loading && !school.data) || (master && masterView.loading && !masterView.data),
    failure: school.error ?? (master ? masterView.error : undefined),
    actions,
  };
}
