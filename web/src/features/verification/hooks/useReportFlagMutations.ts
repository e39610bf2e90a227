import type { ApolloCache } from '@apollo/client';
import { runAction } from '../../alerts/outcome';
import {
  StudentReportFlagsDocument,
  useFlagStudentForWatchlistMutation,
  useSelectForInstitutionalVerificationMutation,
  useUnflagStudentFromWatchlistMutation,
} from '../graphql/report-flags.generated';
import type { ReportFlagActionsFragment } from '../components/ReportFlagActions.generated';

// The generated types leave __typename out; the cache needs it on an optimistic answer as on a real one.
const typename = <T extends string>(name: T) => ({ __typename: name });

/** The watchlist and institutional-selection flags' changes for one student and aid year. */
export function useReportFlagMutations(
  uuid: string,
  aidYear: number,
  flags: ReportFlagActionsFragment | null | undefined,
) {
  const variables = { uuid, aidYear };
  // The flags have no id to normalise by: each answer is written over the student's flags for the year.
  const keep = (cache: ApolloCache, flags: ReportFlagActionsFragment | null | undefined) => {
    if (flags)
      cache.writeQuery({ query: StudentReportFlagsDocument, variables, data: { studentReportFlags: flags } });
  };
  const [flag, f] = useFlagStudentForWatchlistMutation({
    update: (cache, { data: r }) => keep(cache, r?.flagStudentForWatchlist.flags),
  });
  const [unflag, u] = useUnflagStudentFromWatchlistMutation({
    update: (cache, { data: r }) => keep(cache, r?.unflagStudentFromWatchlist.flags),
  });
  const [select, s] = useSelectForInstitutionalVerificationMutation({
    update: (cache, { data: r }) => keep(cache, r?.selectForInstitutionalVerification.flags),
  });
  // Taking a student off the watchlist shows at once; a refusal puts the flag back.
  const removeFromWatchlist = () =>
    runAction(
      async () =>
        (
          await unflag({
            variables,
            optimisticResponse: {
              unflagStudentFromWatchlist: {
                ...typename('StudentReportFlagsResult'),
                ok: true,
                error: null,
                flags: {
                  ...typename('StudentReportFlags'),
                  watchlist: null,
                  institutionalSelection: flags?.institutionalSelection ?? null,
                },
              },
            },
          })
        ).data?.unflagStudentFromWatchlist,
      'Update failed',
      'Removed from the watchlist',
    );
  return {
    /** Puts the student on the watchlist, with the reason. */
    addToWatchlist: async (reason: string) =>
      (await flag({ variables: { ...variables, reason } })).data?.flagStudentForWatchlist,
    /** Selects the student for verification by the institution, with the reason. */
    selectForVerification: async (reason: string) =>
      (await select({ variables: { ...variables, reason } })).data?.selectForInstitutionalVerification,
    removeFromWatchlist,
    saving: f.loading || s.loading,
    removing: u.loading,
  };
}
