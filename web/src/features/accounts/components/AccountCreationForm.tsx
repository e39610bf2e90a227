import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import type { AccountType } from '../../../__generated__/graphql';
import { AuthCard } from '../../identity/components/AuthCard';
import { useAccountCreationForm } from '../hooks/useAccountCreationForm';
import type { StudentMatch } from '../lookupStore';
import { NewPasswordFields } from './NewPasswordFields';

/** The account form for the record a lookup found. */
export function AccountCreationForm({
  match,
  type,
}: {
  /** The student record the lookup found (its first name and the proof of the lookup). */
  match: StudentMatch;
  /** Whose account this is: the student's or a parent's or spouse's. */
  type: AccountType;
}) {
  const { t } = useLingui();
  const { form, server, password, submit, loading } = useAccountCreationForm(match, type);

  return (
    <AuthCard title={t`Create your account`}>
      <Text size="sm">
        {type === 'STUDENT'
          ? t`Welcome, ${match.firstName}.`
          : t`You are creating a parent account for ${match.firstName}.`}{' '}
        <Trans>You will sign in with this e-mail and a code we send to it.</Trans>
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {server.formError && (
            <Alert color="red" title={t`Error`} role="alert">
              {server.formError}
            </Alert>
          )}
          <TextInput
            label={t`First name`}
            required
            withAsterisk
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t`Last name`}
            required
            withAsterisk
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label={t`E-mail`}
            type="email"
            required
            withAsterisk
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t`Mobile phone (optional)`}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
          <NewPasswordFields password={password} />
          <Button type="submit" loading={loading}>
            <Trans>Create account</Trans>
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            <Trans>Already have an account? Sign in</Trans>
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
