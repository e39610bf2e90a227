import { createHash, randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@aidverify/services';
import { forEachBackend, useStack, type Loose } from './harness.js';

/** Cookies by path, as a browser keeps them for the provider (interaction, resume, session). */
class Jar {
  private cookies = new Map<string, { value: string; path: string }>();
  keep(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';').map((p) => p.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const path = attrs.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      this.cookies.set(`${name}|${path}`, { value: pair.slice(pair.indexOf('=') + 1), path });
    }
  }
  async fetch(url: string, init: RequestInit = {}) {
    const { pathname } = new URL(url);
    const cookie = [...this.cookies.entries()]
      .filter(([, c]) => pathname.startsWith(c.path) && c.value)
      .map(([k, c]) => `${k.split('|')[0]}=${c.value}`)
      .join('; ');
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    this.keep(res);
    return res;
  }
}

forEachBackend((backend) => {
  const s = useStack(backend);

  it('serves the web its sign-in configuration: the embedded provider at this address', async () => {
    const res = await fetch(`${s().gatewayUrl}/config.json`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      authority: s().services.ctx.tokens.trusted.embedded,
      clientId: 'aidverify',
      scope: 'openid profile email',
    });
  });

  it('proxies the embedded provider at /oidc: its URLs name the gateway, and its tokens open GraphQL', async () => {
    const gateway = s().gatewayUrl;
    const discovery = (await (
      await fetch(`${gateway}/oidc/.well-known/openid-configuration`)
    ).json()) as Record<string, string>;
    expect(discovery.authorization_endpoint).toBe(`${gateway}/oidc/auth`);
    expect(discovery.token_endpoint).toBe(`${gateway}/oidc/token`);

    const jar = new Jar();
    const verifier = randomBytes(72).toString('base64url');
    const auth = new URL(discovery.authorization_endpoint!);
    const redirect = new URL(s().services.ctx.tokens.trusted.embedded!).origin + '/signin-callback';
    Object.entries({
      client_id: 'aidverify',
      redirect_uri: redirect,
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid profile email',
      state: 'g1',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).forEach(([k, v]) => auth.searchParams.set(k, v));
    const interaction = (await jar.fetch(auth.href)).headers.get('location')!;
    const uid = interaction.split('/').pop()!;
    expect((await jar.fetch(`${gateway}${interaction}`)).headers.get('location')).toBe(
      `/login?interaction=${uid}`,
    );

    // The product's own password and MFA steps, through GraphQL as the screens run them.
    const signIn = await s().graphql<Loose>(
      `mutation { signIn(input: { username: "verifier@aidverify.test", password: "${DEMO_PASSWORD}" }) { challenge { ticket } } }`,
    );
    const ticket = signIn.data.signIn.challenge.ticket as string;
    await s().graphql(`mutation($t: String!) { sendMfaCode(ticket: $t, channel: EMAIL) { ok } }`, {
      t: ticket,
    });
    const code = await s().latestCode('verifier@aidverify.test');
    const login = await jar.fetch(`${gateway}/oidc/interaction/${uid}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket, code }),
    });
    expect(login.status).toBe(200);
    const { returnTo } = (await login.json()) as { returnTo: string };
    expect(returnTo.startsWith(`${gateway}/oidc/auth/`)).toBe(true);
    const back = (await jar.fetch(returnTo)).headers.get('location')!;
    const params = new URLSearchParams(new URL(back).hash.slice(1));
    const tokens = (await (
      await fetch(discovery.token_endpoint!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: 'aidverify',
          code: params.get('code')!,
          redirect_uri: redirect,
          code_verifier: verifier,
        }),
      })
    ).json()) as Record<string, string>;
    const viewer = await s().graphql<Loose>('{ viewer { role schoolCode isStaff } }', undefined, {
      token: tokens.access_token,
    });
    expect(viewer.errors).toBeUndefined();
    expect(viewer.data.viewer).toEqual({ role: 'Verifier', schoolCode: '222222', isStaff: true });
  });
});
