import { useLingui } from '@lingui/react/macro';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SignInDocument } from '../graphql/signIn.generated';
import { loadApolloClient } from '../../session/apolloClientLoader';
import { useOptionalApolloClient } from '../../session/apolloReady';
import { accountTypeCode } from '../../session/accountType';
import { rememberChallenge } from '../mfaTicket';
import { signInErrorText, signInFailureText } from '../signInErrors';

/**
 * Step one of sign-in for the provider's `interaction`: e-mail and password; on success the MFA step for the
 * challenge's account. Works before the GraphQL client has loaded (a phone on a slow network types meanwhile):
 * submitting waits for it.
 */
export function usePasswordSignIn(interaction: string) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const client = useOptionalApolloClient();
  const [loading, setLoading] = useState(false);
  // No useServerErrors: a refusal never says which field was wrong (that would tell whether an e-mail has an
  // account), so it is one message for the form, in the person's language (signInErrorText).
  // Plain state, not @mantine/form: two fields without validation, and its ~6 KB gzip would download before the
  // form shows (scripts/bundle-budget.mjs).
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Once the form is shown (the app does not ask on /login): ready by the time it is submitted.
  useEffect(() => {
    void loadApolloClient().catch(() => undefined); // submitting asks again and shows the failure
  }, []);

  const signIn = async () => {
    setError(null);
    if (email.trim() === '' || password === '') {
      setError(t`Enter your e-mail and password.`);
      return;
    }
    setLoading(true);
    try {
      const apollo = client ?? (await loadApolloClient());
      const { data } = await apollo.mutate({
        mutation: SignInDocument,
        variables: { input: { username: email.trim(), password } },
      });
      const result = data?.signIn;
      if (!result?.ok || !result.challenge) {
        setError(signInErrorText(result?.error?.message, t`Sign in failed`));
        return;
      }
      rememberChallenge(result.challenge, interaction);
      navigate(`/mfa/${result.challenge.uuid}/${accountTypeCode(result.challenge.accountType)}`);
    } catch (err) {
      setError(signInFailureText(err, t`Sign in failed`));
    } finally {
      setLoading(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void signIn();
  };
  /** The props of a text field bound to one of the form's values. */
  const field = (value: string, set: (value: string) => void) => ({
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(event.currentTarget.value),
  });

  return {
    emailField: field(email, setEmail),
    passwordField: field(password, setPassword),
    error,
    loading,
    submit,
  };
}
