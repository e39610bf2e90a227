import { useForm } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLookupStudentMutation } from '../graphql/accountCreation.generated';
import { rememberMatch } from '../lookupStore';
import { useServerErrors } from '../../errors/hooks/useServerErrors';
import { translatedFailure } from '../accountErrors';

/**
 * The lookup form (who is asking, the school and the student's details) and sending it: a match goes on to the
 * account form; a student who already has an account is told so.
 */
export function useStudentLookupForm(domain: string | undefined) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [lookup, { loading }] = useLookupStudentMutation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { who: '0' as '0' | '1', schoolCode: '', lastName: '', dateOfBirth: '', ssnLastFour: '' },
    validate: {
      schoolCode: (v) => (!domain && !v.trim() ? t`Enter your school code` : null),
      lastName: (v) => (!v.trim() ? t`Enter the student’s last name` : null),
      dateOfBirth: (v) => (!v ? t`Enter the student’s date of birth` : null),
      ssnLastFour: (v) => (!/^\d{4}$/.test(v) ? t`Enter the last four digits of the student’s SSN` : null),
    },
  });
  const server = useServerErrors(form);
  const [existing, setExisting] = useState(false);

  const submit = form.onSubmit(async ({ who, schoolCode, lastName, dateOfBirth, ssnLastFour }) => {
    server.clear();
    setExisting(false);
    try {
      const { data } = await lookup({
        variables: {
          input: {
            schoolCode: domain ? null : schoolCode.trim(),
            purl: domain ?? null,
            lastName: lastName.trim(),
            dateOfBirth,
            ssnLastFour,
          },
        },
      });
      const result = data?.lookupStudent;
      if (!result?.ok || !result.match) {
        server.show(translatedFailure(result?.error), t`Account Lookup Failed`);
        return;
      }
      if (who === '0' && result.match.hasStudentAccount) {
        setExisting(true);
        return;
      }
      rememberMatch(result.match);
      navigate(
        `/studentAccountCreation/${result.match.uuid}/${who}/${result.match.aidYear}${domain ? `/${domain}` : ''}`,
      );
    } catch {
      server.show(null, t`Account Lookup Failed`);
    }
  });
  return { form, problem: server.formError, existing, submit, loading };
}

/** The lookup form's fields and values, for the components that show them. */
export type StudentLookupForm = ReturnType<typeof useStudentLookupForm>['form'];
