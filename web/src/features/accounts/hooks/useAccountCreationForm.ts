import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { AccountType } from '../../../__generated__/graphql';
import { useCreateStudentAccountMutation } from '../graphql/accountCreation.generated';
import { showAlert } from '../../alerts/alertStore';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { translatedFailure } from '../accountErrors';
import { forgetMatch, type StudentMatch } from '../lookupStore';
import { currentLanguage } from '../../../i18n/i18n';

/** The account form after a lookup: its fields, their checks, and sending it (then on to sign-in). */
export function useAccountCreationForm(match: StudentMatch, type: AccountType) {
  const { t } = useLingui();
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
  return { form, server, password, submit, loading };
}
