import type { IsirViewItemInput, IsirViewLevel } from '../../../__generated__/graphql';
import type { MutationResult } from '../../errors/serverErrors';
import {
  useDeleteIsirViewItemMutation,
  useDeleteMasterIsirViewItemMutation,
  useReorderIsirViewItemsMutation,
  useReorderMasterIsirViewItemsMutation,
  useSaveIsirViewItemMutation,
  useSaveMasterIsirViewItemMutation,
} from '../graphql/isir.generated';

/**
 * The edits of one view: the school's copy, or (with ISIR_MASTER_VIEW_SETTINGS_EDIT) the master shared default
 * that every school without its own copy uses. Each returns the mutation's result, or undefined when it failed to run.
 */
export function useIsirViewEdits(master: boolean) {
  const [saveSchool] = useSaveIsirViewItemMutation();
  const [removeSchool] = useDeleteIsirViewItemMutation();
  const [reorderSchool] = useReorderIsirViewItemsMutation();
  const [saveMaster] = useSaveMasterIsirViewItemMutation();
  const [removeMaster] = useDeleteMasterIsirViewItemMutation();
  const [reorderMaster] = useReorderMasterIsirViewItemsMutation();
  return {
    save: async (input: IsirViewItemInput): Promise<MutationResult | undefined> =>
      master
        ? (await saveMaster({ variables: { input } }).catch(() => undefined))?.data?.saveMasterIsirViewItem
        : (await saveSchool({ variables: { input } }).catch(() => undefined))?.data?.saveIsirViewItem,
    remove: async (level: IsirViewLevel, id: number): Promise<MutationResult | undefined> =>
      master
        ? (await removeMaster({ variables: { level, id } }).catch(() => undefined))?.data
            ?.deleteMasterIsirViewItem
        : (await removeSchool({ variables: { level, id } }).catch(() => undefined))?.data?.deleteIsirViewItem,
    reorder: async (level: IsirViewLevel, ids: number[]): Promise<MutationResult | undefined> =>
      master
        ? (await reorderMaster({ variables: { level, ids } }).catch(() => undefined))?.data
            ?.reorderMasterIsirViewItems
        : (await reorderSchool({ variables: { level, ids } }).catch(() => undefined))?.data
            ?.reorderIsirViewItems,
  };
}
