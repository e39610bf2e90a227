import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { useSaveUserSettingsMutation, type UserSettingsQuery } from '../graphql/userSettings.generated';

/**
 * The staff member's profile as a form and saving it; the message above the form says it was saved, or why not
 * (a refusal also shows under the field it names).
 */
export function useProfileSettings(settings: UserSettingsQuery['userSettings']) {
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      firstName: settings.firstName,
      lastName: settings.lastName,
      phone: settings.phone ?? '',
      defaultSchoolCode: settings.defaultSchoolCode,
      defaultAidYear: settings.defaultAidYear ? String(settings.defaultAidYear) : '',
      mfaOption: settings.mfaOption,
    },
  });
  const server = useServerErrors(form);
  const [saved, setSaved] = useState(false);
  const [save, { loading }] = useSaveUserSettingsMutation();
  const school = settings.schools.find((s) => s.schoolCode === form.values.defaultSchoolCode);

  const submit = form.onSubmit(async (values) => {
    setSaved(false);
    server.clear();
    const input = {
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone.trim() || null,
      defaultSchoolCode: values.defaultSchoolCode,
      defaultAidYear: values.defaultAidYear ? Number(values.defaultAidYear) : null,
      mfaOption: values.mfaOption,
    };
    const result = await save({ variables: { input } }).catch((e: Error) => ({ data: null, error: e }));
    const answer = result.data?.saveUserSettings;
    if (answer?.ok) {
      setSaved(true);
      return;
    }
    server.show(
      answer?.error ?? ('error' in result ? result.error : null),
      'Failed to update MasterUserProfile',
    );
  });
  const message = saved
    ? { ok: true, text: 'Your settings were saved' }
    : server.formError
      ? { ok: false, text: server.formError }
      : null;
  return { form, submit, loading, message, school };
}
