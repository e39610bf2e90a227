import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSwitchSchoolMutation } from '../../../__generated__/graphql';
import { showAlert } from '../../alerts/alertStore';
import { usePreferencesStore } from '../../preferences/preferencesStore';
import { useAuthStore } from '../../session/authStore';

const FALLBACK_ERROR = 'Update failed';

/** A student record belongs to the old school, so a student view cannot survive a switch. */
export function pathAfterSchoolSwitch(pathname: string): string | null {
  return /studentview/i.test(pathname) ? '/userSearch' : null;
}

/**
 * Switches the session to another of the staff user's schools (SPEC §1): remembers the choice, takes the
 * re-issued token, refetches everything school-scoped (the aid year is re-chosen from the new school's years)
 * and leaves a student view for the search.
 */
export function useSwitchSchool() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [switchSchool, { loading }] = useSwitchSchoolMutation();

  const switchTo = useCallback(
    async (schoolCode: string, { followRoute = true }: { followRoute?: boolean } = {}): Promise<boolean> => {
      try {
        const { data } = await switchSchool({ variables: { schoolCode } });
        const result = data?.switchSchool;
        if (!result?.ok || !result.session) {
          showAlert.error(result?.error?.message ?? FALLBACK_ERROR);
          return false;
        }
        usePreferencesStore.getState().setSchoolCode(schoolCode);
        useAuthStore.getState().startSession(result.session);
        await client.resetStore().catch(() => undefined);
        const next = followRoute ? pathAfterSchoolSwitch(pathname) : null;
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
