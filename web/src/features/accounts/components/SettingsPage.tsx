import { Button, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChangeEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useStudentProfileQuery, useUpdateStudentProfileMutation } from '../graphql/settings.generated';
import { showAlert } from '../../alerts/alertStore';
import { LoadingText } from '../../errors/components/LoadingText';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { useAuthStore } from '../../session/authStore';
import { translatedSettingsError } from '../settingsMessages';
import { AccountSection } from './AccountSection';

/**
 * /Settings/{uuid}/{component}/ and /settings/{uuid}/studentProfile: the account and the student's contact profile.
 * A student's or parent's screen: its words are the `settings` catalog (issue 26), loaded with it.
 */
export function SettingsPage({ section }: { section?: 'account' | 'studentProfile' }) {
  const { t } = useLingui();
  const { uuid = '', component } = useParams();
  const navigate = useNavigate();
  const current = section ?? (component === 'studentProfile' ? 'studentProfile' : 'account');
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>
        <Trans>Settings</Trans>
      </Title>
      <SegmentedControl
        value={current}
        onChange={(v) =>
          navigate(v === 'studentProfile' ? `/settings/${uuid}/studentProfile` : `/Settings/${uuid}/account/`)
        }
        data={[
          { value: 'account', label: t`Account` },
          { value: 'studentProfile', label: t`Student profile` },
        ]}
        aria-label={t`Settings section`}
      />
      {current === 'account' ? <AccountSection /> : <ProfileSection uuid={uuid} />}
    </Stack>
  );
}

const FIELDS: readonly (readonly [ProfileField, MessageDescriptor, string])[] = [
  ['preferredName', msg`Preferred name`, 'given-name'],
  ['phone', msg`Phone`, 'tel'],
  ['street', msg`Street address`, 'street-address'],
  ['city', msg`City`, 'address-level2'],
  ['state', msg`State (two letters)`, 'address-level1'],
  ['zip', msg`ZIP code`, 'postal-code'],
];
type ProfileField = 'preferredName' | 'phone' | 'street' | 'city' | 'state' | 'zip';

function ProfileSection({ uuid }: { uuid: string }) {
  const aidYear = useAuthStore((s) => s.viewer?.loginData.aidYear ?? 0);
  const { data, loading } = useStudentProfileQuery({
    variables: { uuid, aidYear },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <LoadingText />;
  const p = data?.studentProfile;
  return (
    <ProfileForm
      uuid={uuid}
      aidYear={aidYear}
      profile={{
        preferredName: p?.preferredName ?? '',
        phone: p?.phone ?? '',
        street: p?.street ?? '',
        city: p?.city ?? '',
        state: p?.state ?? '',
        zip: p?.zip ?? '',
      }}
    />
  );
}

function ProfileForm({
  uuid,
  aidYear,
  profile,
}: {
  uuid: string;
  aidYear: number;
  profile: Record<ProfileField, string>;
}) {
  const { t, i18n } = useLingui();
  const [save, { loading: saving }] = useUpdateStudentProfileMutation();
  const form = useForm({ mode: 'controlled', initialValues: profile });
  const server = useServerErrors(form);
  const submit = form.onSubmit(async (values) => {
    server.clear();
    const { data: d } = await save({ variables: { uuid, aidYear, profile: values } }).catch(() => ({
      data: null,
    }));
    const result = d?.updateStudentProfile;
    if (!result?.ok) {
      showAlert.error(server.show(translatedSettingsError(result?.error, i18n), t`Update failed`));
      return;
    }
    showAlert.success(t`Successful Update`);
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {FIELDS.map(([name, label, auto]) => (
          <TextInput
            key={name}
            label={i18n._(label)}
            autoComplete={auto}
            {...form.getInputProps(name)}
            {...(name === 'state' && {
              onChange: (e: ChangeEvent<HTMLInputElement>) =>
                form.setFieldValue('state', e.currentTarget.value.toUpperCase()),
            })}
          />
        ))}
        <Button type="submit" loading={saving} w="fit-content">
          <Trans>Save profile</Trans>
        </Button>
      </Stack>
    </form>
  );
}
