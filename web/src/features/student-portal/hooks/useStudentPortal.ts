import { useEffect, useState } from 'react';
import { useOptionalApolloClient } from '../../session/apolloReady';
import type { Viewer } from '../../session/authStore';
import { filterTaskList, itemsForAccount } from '../../task-list/taskList';
import { StudentPortalDocument, type StudentPortalQuery } from '../graphql/studentPortal.generated';
import { fetchFirstPortal, handOverFirstPortal } from '../studentPortalFirstFetch';

interface PortalState {
  data: StudentPortalQuery | undefined;
  loading: boolean;
  error: Error | undefined;
}

/**
 * The signed-in student's (or parent's) record for the session's aid year, and the task items that are theirs.
 * Until the Apollo client has loaded, one plain fetch answers (the landing page renders without Apollo); then its
 * answer goes into Apollo's cache and a watched query keeps the data current (refetches after an interview).
 */
export function useStudentPortal(viewer: Viewer) {
  const client = useOptionalApolloClient();
  const uuid = viewer.uuid;
  const aidYear = viewer.loginData.aidYear;
  const [state, setState] = useState<PortalState>({ data: undefined, loading: true, error: undefined });

  useEffect(() => {
    const variables = { uuid, aidYear };
    let live = true;
    if (!client) {
      void fetchFirstPortal(variables).then((result) => {
        if (live) setState({ data: result.data, loading: false, error: result.error });
      });
      return () => {
        live = false;
      };
    }
    let unsubscribe = () => {};
    const watch = () => {
      if (!live) return;
      const subscription = client
        .watchQuery({ query: StudentPortalDocument, variables })
        .subscribe((result) => {
          setState((prev) => ({
            data: (result.data as StudentPortalQuery | undefined) ?? (result.loading ? prev.data : undefined),
            loading: result.loading,
            error: result.error,
          }));
        });
      unsubscribe = () => subscription.unsubscribe();
    };
    const handover = handOverFirstPortal(variables, (data) =>
      client.writeQuery({ query: StudentPortalDocument, variables, data }),
    );
    if (handover) {
      void handover.then(watch);
    } else {
      watch();
    }
    return () => {
      live = false;
      unsubscribe();
    };
  }, [client, uuid, aidYear]);

  const student = state.data?.student ?? null;
  const myItems = student ? itemsForAccount(filterTaskList(student.taskList), viewer.accountType) : [];
  return { student, myItems, loading: state.loading, error: state.error };
}
