/**
 * The embedded OpenID Connect provider's sign-in step, served at this origin under /oidc (the gateway proxies it):
 * the MFA code and the password's ticket finish the provider's interaction; the answer says where the browser goes
 * next (back to the provider, which sends the authorization code to /signin-callback).
 */
export async function finishInteraction(interaction: string, ticket: string, code: string): Promise<string> {
  const response = await fetch(`/oidc/interaction/${encodeURIComponent(interaction)}/login`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ ticket, code }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    returnTo?: string;
    message?: string;
    inputErrors?: { message: string }[];
  };
  if (!response.ok || !body.returnTo) {
    throw new Error(body.inputErrors?.[0]?.message ?? body.message ?? 'The code could not be verified');
  }
  return body.returnTo;
}

/** Leaves the app for the provider (a full navigation: its cookies and redirects take over). */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
