import type { TaskListStatus } from '../../__generated__/graphql';

/** Items the student still works on open the interview; the others open what was sent. */
const OPEN: ReadonlySet<TaskListStatus> = new Set(['NEW', 'IN_PROGRESS', 'NEEDS_CORRECTION']);

export function taskItemPath(studentUuid: string, item: { uuid: string; status: TaskListStatus }): string {
  return OPEN.has(item.status)
    ? `/Interview/${studentUuid}?link=${encodeURIComponent(item.uuid)}`
    : `/InterviewHistory/${studentUuid}/${encodeURIComponent(item.uuid)}`;
}
