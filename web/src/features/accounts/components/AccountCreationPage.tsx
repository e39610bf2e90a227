import '../../../app/styles-all';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { AccountType } from '../../../__generated__/graphql';
import { useCreateStudentAccountMutation } from '../graphql/accountCreation.generated';
import { NotFoundPage } from '../../errors/components/NotFoundPage';
import { showAlert } from '../../alerts/alertStore';
import { AuthCard } from '../../identity/components/AuthCard';
import { currentMatch, forgetMatch, isDomainSegment } from '../lookupStore';

const TYPES: Record<string, AccountType> = {
  '0': 'STUDENT',
  '1': 'PARENT',
  '3': 'OTHER_PARENT',
  '4': 'SPOUSE',
};

/** /studentAccountCreation/{uuid}/{accountType}/{aidYear}[/{domain}]: the account form after a lookup. */
export function AccountCreationPage() {
  const { uuid = '', accountType = '', domain } = useParams();
  const navigate = useNavigate();
  const [create, { loading }] = useCreateStudentAccountMutation();
  const [form, setForm] = useState({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirm: '',
    phone: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const match = currentMatch(uuid);
  const type = TYPES[accountType];

  if (!type || (domain !== undefined && !isDomainSegment(domain))) return <NotFoundPage />;
  if (!match) {
    return (
      <AuthCard title="Create your account">
        <Text>For your security, look up the student’s record first.</Text>
        <Button component={Link} to={domain ? `/studentLookup/${domain}` : '/studentLookup'}>
          Find my record
        </Button>
      </AuthCard>
    );
  }
  const field = (name: keyof typeof form) => ({
    value: form[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      // Read now: React clears currentTarget once the handler returns, before the updater runs.
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [name]: value }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const missing: Record<string, string> = {};
    if (!form.firstName.trim()) missing.firstName = 'Enter your first name';
    if (!form.lastName.trim()) missing.lastName = 'Enter your last name';
    if (!/^\S+@\S+\.\S+$/.test(form.email.trim())) missing.email = 'Enter a valid e-mail address';
    if (form.password.length < 10) missing.password = 'Use at least 10 characters';
    if (form.password !== form.confirm) missing.confirm = 'The passwords do not match';
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const { data } = await create({
      variables: {
        input: {
          creationToken: match.creationToken,
          accountType: type,
          email: form.email.trim(),
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          password: form.password,
          phone: form.phone.trim() || null,
        },
      },
    }).catch(() => ({ data: null }));
    const result = data?.createStudentAccount;
    if (!result?.ok) {
      setErrors(
        Object.fromEntries(
          (result?.error?.inputErrors ?? []).map((e) => [
            e.path === 'password' ? 'password' : e.path,
            e.message,
          ]),
        ),
      );
      setProblem(result?.error?.message ?? 'Your account could not be created; try again');
      return;
    }
    forgetMatch();
    showAlert.success('Your account is ready. Sign in with your e-mail and password.');
    navigate('/login');
  };

  return (
    <AuthCard title="Create your account">
      <Text size="sm">
        {type === 'STUDENT'
          ? `Welcome, ${match.firstName}.`
          : `You are creating a parent account for ${match.firstName}.`}{' '}
        You will sign in with this e-mail and a code we send to it.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {problem && (
            <Alert color="red" title="Error" role="alert">
              {problem}
            </Alert>
          )}
          <TextInput
            label="First name"
            required
            withAsterisk
            autoComplete="given-name"
            {...field('firstName')}
          />
          <TextInput
            label="Last name"
            required
            withAsterisk
            autoComplete="family-name"
            {...field('lastName')}
          />
          <TextInput
            label="E-mail"
            type="email"
            required
            withAsterisk
            autoComplete="email"
            {...field('email')}
          />
          <TextInput label="Mobile phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
          <PasswordInput
            label="Choose a password"
            description="At least 10 characters, with a letter and a digit"
            required
            withAsterisk
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the new password' }}
            {...field('password')}
          />
          <PasswordInput
            label="Type the password again"
            required
            withAsterisk
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': 'Show or hide the repeated password' }}
            {...field('confirm')}
          />
          <Button type="submit" loading={loading}>
            Create account
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            Already have an account? Sign in
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
