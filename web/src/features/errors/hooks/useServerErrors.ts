import type { UseFormReturnType } from '@mantine/form';
import { useCallback, useState } from 'react';
import { formLevelMessage, placeServerErrors, type ServerUserError } from '../serverErrors';

/** What a form got back: the payload's user error, a thrown error (network, access), or nothing. */
export type ServerFailure = ServerUserError | Error | null | undefined;

/**
 * The one way a @mantine/form form shows what the server refused: each field error of the payload under its field
 * (`form.setErrors`), the message and any field the form lacks in `formError`, for the form's alert.
 */
export function useServerErrors<Values>(
  form: UseFormReturnType<Values>,
  rename?: Readonly<Record<string, string>>,
) {
  const [formError, setFormError] = useState<string | null>(null);

  /**
   * Shows `failure` on the form and returns the form-level text (`fallback` when the server gave none).
   * `renameNow` adds to `rename` for this answer only: a form that sends some of its rows as a list
   * (`items.0.description`) knows only at sending which row each index names.
   */
  const show = useCallback(
    (failure: ServerFailure, fallback: string, renameNow?: Readonly<Record<string, string>>): string => {
      if (!failure || failure instanceof Error) {
        form.clearErrors();
        const text = failure?.message || fallback;
        setFormError(text);
        return text;
      }
      const { fieldErrors, unplaced } = placeServerErrors(
        failure,
        form.getValues(),
        renameNow ? { ...rename, ...renameNow } : rename,
      );
      form.setErrors(fieldErrors);
      const text = formLevelMessage({ ...failure, message: failure.message || fallback }, unplaced);
      setFormError(text);
      return text;
    },
    [form, rename],
  );

  /** Forgets what the last answer refused (before sending again, or after a success). */
  const clear = useCallback(() => {
    form.clearErrors();
    setFormError(null);
  }, [form]);

  return { formError, show, clear };
}
