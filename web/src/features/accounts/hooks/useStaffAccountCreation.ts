import { useForm } from '@mantine/form';
import type { AccountType, PortalLanguage } from '../../../__generated__/graphql';
import { useStaffCreateAccountMutation } from '../graphql/adminAccountCreation.generated';
import { showAlert } from '../../alerts/alertStore';
import { useServerErrors } from '../../errors/hooks/useServerErrors';

const FAILED = 'The account could not be created';

/** The student an account is made for, as the form reads it. */
export interface AccountCreationStudent {
  __typename?: 'Student';
  id: number;
  uuid: string;
  firstName: string;
  lastName: string;
  email?: string | null;
}

/**
 * Staff's account form (e-mail, names, the language the person reads) and creating the account; the student's own
 * names are filled in for a student account.
 */
export function useStaffAccountCreation(
  uuid: string,
  accountType: AccountType,
  student: AccountCreationStudent,
) {
  const own = accountType === 'STUDENT';
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      email: own ? (student.email ?? '') : '',
      firstName: own ? student.firstName : '',
      lastName: student.lastName,
      // The account's e-mails, from the welcome and the link to choose a password on, go out in it (issue 26).
      language: 'EN' as PortalLanguage,
    },
  });
  const server = useServerErrors(form);
  // The student's linked accounts (cached by StudentView) now include the new one: read them again there.
  const [create, { data, loading }] = useStaffCreateAccountMutation({
    update: (cache, result) => {
      if (result.data?.staffCreateAccount.ok)
        cache.evict({ id: cache.identify({ ...student, __typename: 'Student' }), fieldName: 'accounts' });
    },
  });
  const answer = data?.staffCreateAccount;
  const submit = form.onSubmit(async (values) => {
    server.clear();
    try {
      const r = (
        await create({
          variables: {
            input: {
              studentUuid: uuid,
              accountType,
              ...values,
              locationHref: window.location.href,
            },
          },
        })
      ).data?.staffCreateAccount;
      if (r?.ok) showAlert.success(r.message ?? 'Account created');
      else server.show(r?.error, FAILED);
    } catch (e) {
      server.show(e instanceof Error ? e : null, FAILED);
    }
  });
  return { form, formError: server.formError, submit, answer, loading };
}
