import { useForm } from '@mantine/form';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { UPDATE_FAILED, useBuilderEdit, type BuilderAnswer } from './useBuilderEdit';

/**
 * A builder form: its fields on @mantine/form, sent through {@link useBuilderEdit} (the spec's messages, the template
 * read again), and a refusal's field errors under their fields.
 */
export function useBuilderForm<Values extends Record<string, unknown>>(
  initialValues: Values,
  onChanged: () => Promise<unknown>,
) {
  const form = useForm<Values>({ mode: 'controlled', initialValues });
  const server = useServerErrors(form);
  const { run, busy } = useBuilderEdit(onChanged);
  /** The form's submit handler: sends the values, then `done` when the edit succeeded. */
  const onSubmit = (send: (values: Values) => Promise<BuilderAnswer | undefined>, done?: () => void) =>
    form.onSubmit(async (values) => {
      server.clear();
      const ok = await run(async () => {
        const result = await send(values);
        if (result && !result.ok) server.show(result.error, UPDATE_FAILED);
        return result;
      });
      if (ok) done?.();
    });
  return { form, onSubmit, busy };
}
