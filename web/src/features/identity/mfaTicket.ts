import type { SignInMutation } from './graphql/signIn.generated';

/** A password accepted, with the provider's sign-in (interaction) it belongs to. */
export type MfaChallenge = NonNullable<SignInMutation['signIn']['challenge']> & { interaction: string };

// The MFA ticket is short-lived and secret: kept in memory between /login and /mfa, never stored.
let challenge: MfaChallenge | null = null;

export function rememberChallenge(
  next: NonNullable<SignInMutation['signIn']['challenge']>,
  interaction: string,
): void {
  challenge = { ...next, interaction };
}

/** The pending challenge for this uuid, or null (page reloaded, or opened directly). */
export function pendingChallenge(uuid: string | undefined): MfaChallenge | null {
  return challenge && challenge.uuid === uuid ? challenge : null;
}

export function forgetChallenge(): void {
  challenge = null;
}
