import { Button, Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { AutoVerifyItemInput } from '../../../__generated__/graphql';
import { OutcomeAlert } from './OutcomeAlert';
import type { Outcome, Submit } from './types';

interface Props {
  /** Names the form for assistive technology, e.g. "Edit section Worksheet". */
  label: string;
  /** The submit button's text ("Add section", "Save"). */
  submitLabel: string;
  /** Builds the values to send from the fields. */
  input: () => AutoVerifyItemInput;
  /** Sends them; a refusal is shown on this form. */
  submit: Submit;
  /** Present on edit forms: closes the form without saving. */
  onCancel?: () => void;
  /** Called after a successful save (edit forms close, add forms clear). */
  onDone?: () => void;
  /** The fields. */
  children: ReactNode;
}

/** A form adding or changing one piece, with the services' refusal shown under it. */
export function PieceForm({ label, submitLabel, input, submit, onCancel, onDone, children }: Props) {
  const [refusal, setRefusal] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  return (
    <form
      aria-label={label}
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const outcome = await submit(input());
        setBusy(false);
        setRefusal(
          outcome?.ok
            ? undefined
            : (outcome ?? { ok: false, error: { message: 'The change was not saved' } }),
        );
        if (outcome?.ok) onDone?.();
      }}
    >
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
