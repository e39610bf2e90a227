import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
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
  // Two fields in useState, not @mantine/form: its 6.4 KB (gzip) would take the sign-in page over its 150 KB budget
  // (148.2 KB now, scripts/bundle-budget.mjs).
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
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

  return { email, setEmail, password, setPassword, error, loading, submit };
}
