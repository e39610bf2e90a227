import { Alert } from '@mantine/core';
import type { Outcome } from './types';

/** The result of a change: the services' message, or its refusal with the reason. `outcome`: what the change answered. */
export function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.ok ? outcome.message : outcome.error?.message}
    </Alert>
  );
}
