import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  useAccountSettingsQuery,
  useChangeOwnEmailMutation,
  useSendSmsConfirmationMutation,
  useSetMfaOptionMutation,
  useVerifySmsCodeMutation,
} from '../graphql/settings.generated';
import { settingsMessageText } from '../settingsMessages';
import type { MutationResult } from '../../errors/serverErrors';

/** The outcome of the last change, shown above the cards. */
export interface SettingsMessage {
  ok: boolean;
  text: string;
}

/**
 * The account's settings, the half-typed e-mail, number and code, and the changes to them.
 * The typed values live here, above the cards, so a refetch's loading screen does not clear them.
 */
export function useAccountSettings() {
  const { i18n } = useLingui();
  const { data, loading, refetch } = useAccountSettingsQuery({ fetchPolicy: 'network-only' });
  const [setMfa] = useSetMfaOptionMutation();
  const [sendSms, { loading: sending }] = useSendSmsConfirmationMutation();
  const [verify, { loading: verifying }] = useVerifySmsCodeMutation();
  const [changeEmail, { loading: changing }] = useChangeOwnEmailMutation();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [message, setMessage] = useState<SettingsMessage | null>(null);
  const settings = data?.accountSettings;
  const report = (result: MutationResult | undefined, fallback: string) => {
    // The services' words, in the reader's language where they are known (settingsMessages.ts).
    setMessage(
      result?.ok
        ? { ok: true, text: settingsMessageText(result.message ?? 'Successful Update', i18n) }
        : { ok: false, text: settingsMessageText(result?.error?.message ?? fallback, i18n) },
    );
    return Boolean(result?.ok);
  };
  const submitNewEmail = async () => {
    if (!settings) return;
    const { data: d } = await changeEmail({
      variables: {
        accountId: settings.accountId,
        currentUsername: settings.username,
        newUsername: newEmail.trim(),
      },
    }).catch(() => ({ data: null }));
    if (report(d?.changeAccountEmail, 'Update failed')) {
      setNewEmail('');
      await refetch();
    }
  };
  const sendCode = async () => {
    const { data: d } = await sendSms({ variables: { phoneNumber: phone.trim() } }).catch(() => ({
      data: null,
    }));
    setCodeSent(report(d?.sendSmsConfirmation, 'Something went wrong sending the confirmation'));
  };
  const confirmCode = async () => {
    const { data: d } = await verify({ variables: { code: code.trim() } }).catch(() => ({
      data: null,
    }));
    if (report(d?.verifySmsCode, 'Update failed')) {
      setCodeSent(false);
      setCode('');
      await refetch();
    }
  };
  const chooseMfaOption = async (option: 'EMAIL' | 'SMS') => {
    const { data: d } = await setMfa({ variables: { option } }).catch(() => ({
      data: null,
    }));
    if (report(d?.setMfaOption, 'Update failed')) await refetch();
  };
  return {
    settings,
    loading: loading || !data,
    message,
    email: { value: newEmail, setValue: setNewEmail, changing, submit: submitNewEmail },
    phone: {
      value: phone,
      setValue: setPhone,
      code,
      setCode,
      codeSent,
      sending,
      verifying,
      sendCode,
      confirmCode,
    },
    chooseMfaOption,
  };
}
