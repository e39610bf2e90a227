import type { Env } from '../../env.js';
import { HttpError } from '../../platform/errors.js';
import { KeycloakAdmin, type KeycloakUser } from '../identity/keycloak-admin.js';

/** The spec's words when the identity provider's user could not be changed (the web shows them as they are). */
export const KEYCLOAK_UPDATE_FAILED = 'There was an issue updating the keycloak user';

/**
 * Applies a staff change of a student's or parent's sign-in account to the identity provider they sign in at.
 * The embedded provider's users are the student_account rows the caller changes itself; with Keycloak
 * (OIDC_EXTERNAL_ISSUER) the account's realm user must change too, or the account holder would still sign in
 * there with the old password or e-mail. Called last inside the caller's transaction: a failure (Keycloak down or
 * refusing, no such realm user, no admin credentials) rolls the local change back and answers 502 with the spec's
 * message; Keycloak's own reason travels in `details` for the log, not to the screen.
 */
export async function updateIdentityProviderUser(
  env: Env,
  username: string,
  change: (keycloak: KeycloakAdmin, user: KeycloakUser) => Promise<void>,
): Promise<void> {
  if (!env.OIDC_EXTERNAL_ISSUER) return;
  try {
    const keycloak = KeycloakAdmin.fromEnv(env);
    if (!keycloak)
      throw new Error(
        'KEYCLOAK_ADMIN_PASSWORD is not set, or OIDC_EXTERNAL_ISSUER is not a Keycloak realm (<base>/realms/<realm>)',
      );
    const user = await keycloak.findUserByUsername(username);
    if (!user) throw new Error(`Keycloak has no user ${username} in ${keycloak.realmUrl}`);
    await change(keycloak, user);
  } catch (error) {
    throw new HttpError(502, KEYCLOAK_UPDATE_FAILED, { identityProvider: (error as Error).message });
  }
}
