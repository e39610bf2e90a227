import { useState } from 'react';
import type { SaveInterviewTemplateMutation } from '../graphql/builder.generated';
import { showAlert } from '../../alerts/alertStore';

/** A builder mutation's answer: every builder mutation selects the same fields of BuilderResult. */
export type BuilderAnswer = SaveInterviewTemplateMutation['saveInterviewTemplate'];

/** The spec's text when an edit fails without an answer from the server. */
export const UPDATE_FAILED = 'There was a problem with updating the interview';

/**
 * Runs one builder edit: shows the spec's success or failure message, then reloads the template on success.
 * Returns whether it worked, and whether one is under way (to disable the buttons meanwhile).
 */
export function useBuilderEdit(onChanged: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const run = async (edit: () => Promise<BuilderAnswer | undefined>): Promise<boolean> => {
    setBusy(true);
    try {
      const result = await edit().catch(() => undefined);
      if (!result?.ok) {
        showAlert.error(result?.error?.message ?? UPDATE_FAILED);
        return false;
      }
      showAlert.success(result.message ?? 'Interview was successfully updated');
      await onChanged();
      return true;
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}

/** The ids in a new order with the one at `index` moved by `by` (-1 up, +1 down). */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item as T);
  return next;
}
