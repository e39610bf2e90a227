import '../../../app/allStyles';
import { Trans, useLingui } from '@lingui/react/macro';
import { translatedFailure } from '../accountErrors';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AccountType } from '../../../__generated__/graphql';
import { useCreateStudentAccountMutation } from '../graphql/accountCreation.generated';
import { NotFoundPage } from '../../errors/components/NotFoundPage';
import { showAlert } from '../../alerts/alertStore';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { AuthCard } from '../../identity/components/AuthCard';
import { currentMatch, forgetMatch, isDomainSegment } from '../lookupStore';
import { currentLanguage } from '../../../i18n/i18n';

const TYPES: Record<string, AccountType> = {
  '0': 'STUDENT',
  '1': 'PARENT',
  '3': 'OTHER_PARENT',
  '4': 'SPOUSE',
};

/** /studentAccountCreation/{uuid}/{accountType}/{aidYear}[/{domain}]: the account form after a lookup. */
export function AccountCreationPage() {
  const { t } = useLingui();
  const { uuid = '', accountType = '', domain } = useParams();
  const navigate = useNavigate();
  const [create, { loading }] = useCreateStudentAccountMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { firstName: '', lastName: '', email: '', password: '', confirm: '', phone: '' },
    validate: {
      firstName: (v) => (v.trim() ? null : t`Enter your first name`),
      lastName: (v) => (v.trim() ? null : t`Enter your last name`),
      email: (v) => (/^\S+@\S+\.\S+$/.test(v.trim()) ? null : t`Enter a valid e-mail address`),
      password: (v) => (v.length >= 10 ? null : t`Use at least 10 characters`),
      confirm: (v, values) => (v === values.password ? null : t`The passwords do not match`),
    },
  });
  const server = useServerErrors(form);
  const match = currentMatch(uuid);
  const type = TYPES[accountType];

  if (!type || (domain !== undefined && !isDomainSegment(domain))) return <NotFoundPage />;
  if (!match) {
    return (
      <AuthCard title={t`Create your account`}>
        <Text>
          <Trans>For your security, look up the student’s record first.</Trans>
        </Text>
        <Button component={Link} to={domain ? `/studentLookup/${domain}` : '/studentLookup'}>
          <Trans>Find my record</Trans>
        </Button>
      </AuthCard>
    );
  }
  // Mantine's PasswordInput does not mark its input invalid itself (TextInput does).
  const password = (path: 'password' | 'confirm') => ({
    ...form.getInputProps(path),
    'aria-invalid': Boolean(form.errors[path]),
  });

  const send = form.onSubmit(async (values) => {
    const { data } = await create({
      variables: {
        input: {
          creationToken: match.creationToken,
          accountType: type,
          email: values.email.trim(),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          password: values.password,
          phone: values.phone.trim() || null,
          // The welcome e-mail and later messages go out in the language the account is made in.
          language: currentLanguage() === 'es' ? 'ES' : 'EN',
        },
      },
    }).catch(() => ({ data: null }));
    const result = data?.createStudentAccount;
    if (!result?.ok) {
      server.show(translatedFailure(result?.error), t`Your account could not be created; try again`);
      return;
    }
    forgetMatch();
    showAlert.success(t`Your account is ready. Sign in with your e-mail and password.`);
    navigate('/login');
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // What the last answer refused goes first; then the fields are checked again.
    server.clear();
    send(event);
  };

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
