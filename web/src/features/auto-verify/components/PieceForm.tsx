import { Button, Group, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import type { AutoVerifyItemInput } from '../../../__generated__/graphql';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { OutcomeAlert } from './OutcomeAlert';
import type { Outcome, Submit } from './types';

interface Props<Values> {
  /** Names the form for assistive technology, e.g. "Edit section Worksheet". */
  label: string;
  /** The submit button's text ("Add section", "Save"). */
  submitLabel: string;
  /** The piece's fields (@mantine/form). */
  form: UseFormReturnType<Values>;
  /** Builds the values to send from the fields. */
  input: (values: Values) => AutoVerifyItemInput;
  /** Sends them; a refusal is shown on this form. */
  submit: Submit;
  /** Present on edit forms: closes the form without saving. */
  onCancel?: () => void;
  /** Called after a successful save (edit forms close, add forms clear). */
  onDone?: () => void;
  /** The fields. */
  children: ReactNode;
}

/** A form adding or changing one piece, with the services' refusal shown under it and under the field at fault. */
export function PieceForm<Values>({
  label,
  submitLabel,
  form,
  input,
  submit,
  onCancel,
  onDone,
  children,
}: Props<Values>) {
  const server = useServerErrors(form);
  const [refusal, setRefusal] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const send = form.onSubmit(async (values) => {
    server.clear();
    setBusy(true);
    const outcome = await submit(input(values));
    setBusy(false);
    if (outcome?.ok) {
      setRefusal(undefined);
      onDone?.();
      return;
    }
    const failure = outcome ?? { ok: false, error: { message: 'The change was not saved' } };
    server.show(failure.error, 'The change was not saved');
    setRefusal(failure);
  });
  return (
    <form aria-label={label} onSubmit={send} noValidate>
      <Stack gap={4}>
        <Group align="end">
          {children}
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Group>
        <OutcomeAlert outcome={refusal} />
      </Stack>
    </form>
  );
}
