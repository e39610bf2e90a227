import { useCurrentSchoolQuery, type CurrentSchoolQuery } from '../graphql/currentSchool.generated';

export type CurrentSchool = NonNullable<CurrentSchoolQuery['currentSchool']>;

/** The session's school (logo, aid years, student id label); cached, refetched after a school switch. */
export function useCurrentSchool() {
  const { data, loading, error } = useCurrentSchoolQuery();
  return { school: data?.currentSchool ?? null, loading, error };
}
