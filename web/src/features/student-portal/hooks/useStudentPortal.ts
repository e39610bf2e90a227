import { useStudentPortalQuery } from '../graphql/studentPortal.generated';
import type { Viewer } from '../../session/authStore';
import { filterTaskList, itemsForAccount } from '../../task-list/taskList';

/** The signed-in student's (or parent's) record for the session's aid year, and the task items that are theirs. */
export function useStudentPortal(viewer: Viewer) {
  const { data, loading, error } = useStudentPortalQuery({
    variables: { uuid: viewer.uuid, aidYear: viewer.loginData.aidYear },
  });
  const student = data?.student ?? null;
  const myItems = student ? itemsForAccount(filterTaskList(student.taskList), viewer.accountType) : [];
  return { student, myItems, loading, error };
}
