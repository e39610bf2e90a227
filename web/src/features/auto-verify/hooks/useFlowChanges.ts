import { useState } from 'react';
import type {
  AutoVerifyItemInput,
  AutoVerifyMoveDirection,
  AutoVerifyResource,
} from '../../../__generated__/graphql';
import {
  useDeleteAutoVerifyItemMutation,
  useMoveAutoVerifyItemMutation,
  useSaveAutoVerifyItemMutation,
} from '../graphql/auto-verify.generated';
import type { Outcome } from '../components/types';

/** The designer's changes to one flow, each followed by a fresh read of the flow. */
export interface FlowChanges {
  /** The last success, or the last refused delete or move (a refused save is shown on its form). */
  outcome: Outcome;
  /** Adds (no id) or changes a piece; a change sends every field of its form, nulls clearing. */
  save: (resource: AutoVerifyResource, input: AutoVerifyItemInput, id?: number) => Promise<Outcome>;
  /** Deletes a piece; the refusal names what still uses it. */
  remove: (resource: AutoVerifyResource, id: number) => Promise<Outcome>;
  /** Moves a piece one place among its siblings. */
  move: (resource: AutoVerifyResource, id: number, direction: AutoVerifyMoveDirection) => Promise<Outcome>;
  /** Shows an outcome of the page's own (publishing, making a draft). */
  show: (outcome: Outcome) => void;
}

/** What a delete that failed says when the services gave no reason (they word their refusals the same way). */
const DELETE_FAILURE: Record<AutoVerifyResource, string> = {
  Flow: 'Unsuccessfully deleted auto verify flow',
  Section: 'Unsuccessfully deleted auto verify section',
  ConditionSet: 'Unsuccessfully deleted auto verify condition set',
  Condition: 'Unsuccessfully deleted auto verify condition',
  Evaluator: 'Unsuccessfully deleted auto verify evaluator',
  Component: 'Unsuccessfully deleted auto verify component',
  PseudoQuery: 'Unsuccessfully deleted auto verify pseudo query',
  PseudoQueryFilter: 'Unsuccessfully deleted auto verify pseudo query filter',
  RedirectGroup: 'Unsuccessfully deleted auto verify redirect group',
};

/** A delete the gateway could not carry out (network, access) reads like the services' own refusals. */
const deleteFailed = (resource: AutoVerifyResource, e: unknown): Outcome => ({
  ok: false,
  error: {
    message:
      e instanceof Error && e.message
        ? `${DELETE_FAILURE[resource]}: ${e.message}`
        : DELETE_FAILURE[resource],
  },
});

/** Wraps the save, delete and move mutations; `refetch` reads the flow again after each change. */
export function useFlowChanges(refetch: () => Promise<unknown>): FlowChanges {
  const [saveItem] = useSaveAutoVerifyItemMutation();
  const [deleteItem] = useDeleteAutoVerifyItemMutation();
  const [moveItem] = useMoveAutoVerifyItemMutation();
  const [outcome, setOutcome] = useState<Outcome>();
  const after = async (o: Outcome, showRefusal: boolean) => {
    if (o?.ok || showRefusal) setOutcome(o);
    else setOutcome(undefined);
    // A deleted flow cannot be read again: the page drops it (onDeleted) instead.
    if (o?.ok) await refetch().catch(() => undefined);
    return o;
  };
  return {
    outcome,
    show: setOutcome,
    save: async (resource, input, id) =>
      after(
        (
          await saveItem({
            variables: { resource, id: id ?? null, input, allowNullUpdate: id !== undefined },
          })
        ).data?.saveAutoVerifyItem,
        false,
      ),
    remove: async (resource, id) =>
      after(
        await deleteItem({ variables: { resource, id } }).then(
          (r) => r.data?.deleteAutoVerifyItem ?? deleteFailed(resource, null),
          (e: unknown) => deleteFailed(resource, e),
        ),
        true,
      ),
    move: async (resource, id, direction) =>
      after((await moveItem({ variables: { resource, id, direction } })).data?.moveAutoVerifyItem, true),
  };
}
