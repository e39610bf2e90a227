import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PermissionMatrixDocument } from '../../permissions/graphql/permissions.generated';
import { CurrentSchoolDocument } from '../graphql/currentSchool.generated';
import { SchoolSwitchElementInfoDocument, useSwitchSchoolMutation } from '../graphql/switchSchool.generated';
import { hasPermission } from '../../access/permissions';
import { chooseAidYear } from '../aidYear';
import { showAlert } from '../../alerts/alertStore';
import { usePreferencesStore } from '../../preferences/preferencesStore';
import { useAuthStore } from '../../session/authStore';

const FALLBACK_ERROR = 'Update failed';

/** A student record belongs to the old school, so a student view cannot survive a switch. */
export function pathAfterSchoolSwitch(pathname: string): string | null {
  return /studentview/i.test(pathname) ? '/userSearch' : null;
}

export interface SwitchOptions {
  followRoute?: boolean;
  /** The aid year to work in there, when the school offers it (else its default, else its first). */
  aidYear?: number;
  /** Where to go once everything is loaded. */
  navigateTo?: string;
}

/**
 * Switches the session to another of the staff user's schools (SPEC §1): remembers the choice, takes the
 * re-issued token (SCHOOL_CODE claim), loads the school and its aid years, chooses the aid year (requested,
 * else default, else first), loads that year's ISIR element info, then the roles, role-permission links and
 * nested categories (each when the role may read them), then navigates (a given path, else a student view
 * leaves for the search).
 */
export function useSwitchSchool() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [switchSchool, { loading }] = useSwitchSchoolMutation();

  const switchTo = useCallback(
    async (
      schoolCode: string,
      { followRoute = true, aidYear, navigateTo }: SwitchOptions = {},
    ): Promise<boolean> => {
      try {
        const { data } = await switchSchool({ variables: { schoolCode } });
        const result = data?.switchSchool;
        if (!result?.ok || !result.session) {
          showAlert.error(result?.error?.message ?? FALLBACK_ERROR);
          return false;
        }
        usePreferencesStore.getState().setSchoolCode(schoolCode);
        useAuthStore.getState().startSession(result.session);
        await client.clearStore().catch(() => undefined);
        const school = (await client.query({ query: CurrentSchoolDocument, fetchPolicy: 'network-only' }))
          .data?.currentSchool;
        if (school) {
          const preferences = usePreferencesStore.getState();
          const chosen = chooseAidYear(
            school.aidYears,
            aidYear ?? preferences.aidYear,
            school.defaultAidYear,
          );
          if (chosen !== null) preferences.setAidYear(chosen);
          // The aid year's ISIR element info, for the roles that may read it (the field is permission-gated).
          if (
            chosen !== null &&
            hasPermission(result.session.viewer.permissions, 'ISIR_VIEW_SETTINGS_VIEW')
          ) {
            await client
              .query({
                query: SchoolSwitchElementInfoDocument,
                variables: { aidYear: chosen },
                fetchPolicy: 'network-only',
              })
              .catch(() => undefined);
          }
        }
        if (hasPermission(result.session.viewer.permissions, 'PERMISSIONS_VIEW')) {
          await client
            .query({ query: PermissionMatrixDocument, fetchPolicy: 'network-only' })
            .catch(() => undefined);
        }
        await client.refetchQueries({ include: 'active' }).catch(() => undefined);
        const next = navigateTo ?? (followRoute ? pathAfterSchoolSwitch(pathname) : null);
        if (next) navigate(next);
        return true;
      } catch (error) {
        showAlert.error(error instanceof Error && error.message ? error.message : FALLBACK_ERROR);
        return false;
      }
    },
    [client, navigate, pathname, switchSchool],
  );

  return { switchTo, switching: loading };
}
