import { useForm } from '@mantine/form';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { useCreateApiTokenMutation, type ApiTokensQuery } from '../graphql/apiTokens.generated';

/**
 * A new token's form (the first school, its read-only role if it has one, 90 days) and making it: the name empties
 * and the secret is handed on once; a refusal shows under the field it names.
 */
export function useNewApiToken(
  options: ApiTokensQuery['apiTokenOptions'],
  onCreated: (name: string, secret: string) => Promise<void>,
) {
  const first = options.schools[0];
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: '',
      schoolCode: first?.schoolCode ?? '',
      role: first?.roles.includes('ReadOnly') ? 'ReadOnly' : (first?.roles[0] ?? ''),
      readOnly: true,
      expiresInDays: 90 as number | string,
    },
  });
  const server = useServerErrors(form);
  const [create, { loading }] = useCreateApiTokenMutation();
  const { schoolCode, role } = form.values;
  const school = options.schools.find((s) => s.schoolCode === schoolCode);

  const submit = form.onSubmit(async (values) => {
    server.clear();
    const input = { ...values, expiresInDays: Number(values.expiresInDays) };
    const result = await create({ variables: { input } }).catch((e: Error) => ({ data: null, error: e }));
    const answer = result.data?.createApiToken;
    if (answer?.ok && answer.secret && answer.token) {
      form.setFieldValue('name', '');
      await onCreated(answer.token.name, answer.secret);
      return;
    }
    server.show(answer?.error ?? ('error' in result ? result.error : null), 'The token was not made');
  });
  return { form, formError: server.formError, submit, loading, role, school };
}
