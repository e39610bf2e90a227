import type { SignInMutation } from './graphql/signIn.generated';

export type MfaChallenge = NonNullable<SignInMutation['signIn']['challenge']>;

// The MFA ticket is short-lived and secret: kept in memory between /login and /mfa, never stored.
let challenge: MfaChallenge | null = null;

export function rememberChallenge(next: MfaChallenge): void {
  challenge = next;
}

/** The pending challenge for this uuid, or null (page reloaded, or opened directly). */
export function pendingChallenge(uuid: string | undefined): MfaChallenge | null {
  return challenge && challenge.uuid === uuid ? challenge : null;
}

export function forgetChallenge(): void {
  challenge = null;
}
