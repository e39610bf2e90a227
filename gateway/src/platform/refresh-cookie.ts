import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'av_refresh';
/** Only GraphQL needs it: the browser does not send it with page or asset requests. */
export const REFRESH_COOKIE_PATH = '/graphql';

/**
 * The refresh token of a browser session, kept where page scripts cannot read it: an httpOnly,
 * SameSite=Strict cookie scoped to /graphql (Secure outside local development).
 */
export class RefreshCookie {
  constructor(
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly secure: boolean,
  ) {}

  read(): string | undefined {
    return this.request.cookies[REFRESH_COOKIE] || undefined;
  }

  /** `expiresAt` in seconds since the epoch, as the services give it. */
  write(refreshToken: string, expiresAt: number): void {
    const maxAge = Math.max(0, expiresAt - Math.floor(Date.now() / 1000));
    this.reply.setCookie(REFRESH_COOKIE, refreshToken, { ...this.attributes(), maxAge });
  }

  clear(): void {
    this.reply.clearCookie(REFRESH_COOKIE, this.attributes());
  }

  private attributes() {
    return { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'strict' as const, secure: this.secure };
  }
}
