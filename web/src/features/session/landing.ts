import type { Viewer } from './authStore';
import { accountTypeCode } from './accountType';

/** A student's or parent's own landing page: /userLanding/{uuid}/{accountType}. */
export function studentLandingPath(viewer: Pick<Viewer, 'uuid' | 'accountType'>): string {
  return `/userLanding/${viewer.uuid}/${accountTypeCode(viewer.accountType)}`;
}

/** Where sign-in leads (SPEC §2): account still needed → lookup; staff → /welcome; students and parents → landing. */
export function pathAfterSignIn(
  viewer: Pick<Viewer, 'uuid' | 'accountType' | 'isStaff' | 'loginData'>,
): string {
  if (viewer.loginData.accountRequired) return '/studentLookup';
  if (viewer.isStaff) return '/welcome';
  return studentLandingPath(viewer);
}
