import { useForm } from '@mantine/form';
import type { SchoolProfileInput } from '../../../__generated__/graphql';
import { useUpdateSchoolProfileMutation } from '../graphql/admin.generated';
import { showAlert } from '../../alerts/alertStore';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import type { CurrentSchool } from '../../schools/hooks/useCurrentSchool';

/** The same limit the services apply; checked here first so a large file is not sent at all. */
const LOGO_MAX_BYTES = 256 * 1024;

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The logo could not be read'));
    reader.readAsDataURL(file);
  });

const FAILED = 'Update school failed';
const textOf = (school: CurrentSchool) => ({
  schoolName: school.schoolName,
  name: school.name,
  schoolUrl: school.schoolUrl,
  sidName: school.sidName,
});
/** A text field of the school profile form. */
export type SchoolTextField = keyof ReturnType<typeof textOf>;

/** The school profile's text fields and the changes to them and to the logo. */
export function useSchoolProfileEdits(school: CurrentSchool) {
  // The answer's school (normalised by its school code) updates the header, the switcher and this page.
  const [update, { loading: saving }] = useUpdateSchoolProfileMutation();
  const form = useForm({ mode: 'controlled', initialValues: textOf(school) });
  const server = useServerErrors(form);

  /** Sends `input`; true when saved. A refusal shows under the field it names and as an error alert. */
  const save = async (input: SchoolProfileInput) => {
    server.clear();
    try {
      const r = (await update({ variables: { input } })).data?.updateSchoolProfile;
      if (r?.ok) {
        showAlert.success(r.message ?? 'Successfully Updated School');
        return true;
      }
      showAlert.error(server.show(r?.error, FAILED));
    } catch (e) {
      showAlert.error(server.show(e instanceof Error ? e : null, FAILED));
    }
    return false;
  };
  const submit = form.onSubmit(async (values) => {
    // Only what was changed is sent, as before: the services leave the other fields as they are.
    const changed = (Object.keys(values) as SchoolTextField[]).filter((k) => form.isDirty(k));
    if (await save(Object.fromEntries(changed.map((k) => [k, values[k]])))) form.resetDirty(values);
  });
  const onLogo = async (file: File | null) => {
    if (!file) return;
    if (!/^image\/(png|jpeg|gif)$/.test(file.type))
      return showAlert.error('The logo is not an image (PNG, JPEG or GIF)');
    if (file.size > LOGO_MAX_BYTES) return showAlert.error('The logo is larger than 256 KB');
    await save({ schoolLogo: await readDataUrl(file) });
  };
  const removeLogo = () => void save({ removeLogo: true });
  return { form, saving, submit, onLogo, removeLogo };
}
