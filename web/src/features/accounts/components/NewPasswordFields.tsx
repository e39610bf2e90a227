import { useLingui } from '@lingui/react/macro';
import { PasswordInput } from '@mantine/core';
import type { useAccountCreationForm } from '../hooks/useAccountCreationForm';

/** The new account's password, typed twice. */
export function NewPasswordFields({
  password,
}: {
  /** The form's props for the password or its repetition (marked invalid when refused). */
  password: ReturnType<typeof useAccountCreationForm>['password'];
}) {
  const { t } = useLingui();
  return (
    <>
      <PasswordInput
        label={t`Choose a password`}
        description={t`At least 10 characters, with a letter and a digit`}
        required
        withAsterisk
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the new password` }}
        {...password('password')}
      />
      <PasswordInput
        label={t`Type the password again`}
        required
        withAsterisk
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t`Show or hide the repeated password` }}
        {...password('confirm')}
      />
    </>
  );
}
