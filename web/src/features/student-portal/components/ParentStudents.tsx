import { NavLink, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconUser } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { useAuthStore, type Viewer } from '../../session/authStore';
import { accountTypeCode } from '../../session/accountType';
import { LoadingText } from '../../errors/components/LoadingText';
import { useParentStudentsQuery, useSwitchStudentMutation } from '../graphql/parentStudents.generated';

/**
 * The students a parent's account serves, as links in the sidebar: each opens that student's landing page (where
 * SwitchToLinkedStudent moves the session). Shown only when there is more than one.
 */
export function ParentStudentLinks({ viewer, onNavigate }: { viewer: Viewer; onNavigate: () => void }) {
  const { data } = useParentStudentsQuery();
  const students = data?.accountSettings.students ?? [];
  if (students.length < 2) return null;
  return (
    <div role="group" aria-labelledby="your-students">
      <Text size="xs" c="dimmed" px="sm" mt="md" mb={4} id="your-students">
        <Trans>Your students</Trans>
      </Text>
      {students.map((s) => (
        <NavLink
          key={s.uuid}
          component={Link}
          to={`/userLanding/${s.uuid}/${accountTypeCode(viewer.accountType)}`}
          active={s.uuid === viewer.uuid}
          aria-current={s.uuid === viewer.uuid ? 'page' : undefined}
          onClick={onNavigate}
          label={`${s.firstName} ${s.lastName}`}
          leftSection={<IconUser size={18} />}
        />
      ))}
    </div>
  );
}

/**
 * A parent opened a page of another student (a link of the switcher, a bookmark): the session moves to that student
 * when the server agrees they are linked; otherwise (another family's student) back to the parent's own landing page.
 */
export function SwitchToLinkedStudent({ uuid, landing }: { uuid: string; landing: string }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [switchStudent] = useSwitchStudentMutation();
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (asked.current === uuid) return;
    asked.current = uuid;
    void switchStudent({ variables: { uuid } })
      .then(async ({ data }) => {
        const session = data?.switchStudent.ok ? data.switchStudent.session : null;
        if (!session) return navigate(landing, { replace: true });
        // The last student's records leave the cache before the next student's pages ask for theirs.
        await client.clearStore().catch(() => undefined);
        useAuthStore.getState().startSession(session);
      })
      .catch(() => navigate(landing, { replace: true }));
  }, [uuid, landing, switchStudent, client, navigate]);
  return <LoadingText />;
}
