import { createHash } from 'node:crypto';
import { GraphQLError, type GraphQLErrorOptions } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context.js';
import { gatewayError } from './errors.js';

/** Reporting scripts' tokens start with this (see services/src/domain/user-settings/api-tokens.ts). */
export const API_TOKEN_PREFIX = 'avt_';
export const isApiToken = (bearer: string | undefined): bearer is string =>
  Boolean(bearer?.startsWith(API_TOKEN_PREFIX));

/**
 * Requests per token: a bucket of `perMinute` requests refilled evenly over a minute, so a script may burst, then
 * runs at the steady rate. Keyed by a hash of the secret (the secret itself is not kept), bounded in size.
 */
export class TokenRateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;

  constructor(
    readonly perMinute: number,
    private readonly maxEntries = 10_000,
  ) {
    this.perMs = perMinute / 60_000;
  }

  /** 0 when the request may go ahead, else the seconds to wait before the next one is allowed. */
  take(secret: string, now = Date.now()): number {
    const key = createHash('sha256').update(secret).digest('base64url');
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxEntries) this.buckets.delete(this.buckets.keys().next().value!);
      bucket = { tokens: this.perMinute, at: now };
      this.buckets.set(key, bucket);
    }
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * this.perMs);
    bucket.at = now;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / this.perMs / 1000));
  }
}

/**
 * For requests made with an API token: the token's rate limit (429 with Retry-After), then no mutation for a
 * read-only token. Sessions pass untouched. The services refuse a read-only token's changes again on their side.
 */
export function apiTokenPlugin(limiter: TokenRateLimiter): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation }) {
          const bearer = contextValue.auth.bearer;
          if (!isApiToken(bearer)) return;
          // The services log each use of a token with the operation's name (the document's, when the request names none).
          contextValue.caller.operationName ??= operation?.name?.value;
          const wait = limiter.take(bearer);
          if (wait > 0) {
            throw new GraphQLError(
              `Too many requests with this API token (${limiter.perMinute} a minute); retry in ${wait} s`,
              {
                // Apollo Server reads the HTTP status and headers (a Map) from here; other packages' type augmentations
                // of `http` (the bench loads Hive's) disagree on the headers' type, hence the cast.
                extensions: {
                  code: 'RATE_LIMITED',
                  retryAfterSeconds: wait,
                  http: { status: 429, headers: new Map([['retry-after', String(wait)]]) },
                } as unknown as GraphQLErrorOptions['extensions'],
              },
            );
          }
          const session = await contextValue.auth.session();
          const kind = operation?.operation ?? 'query';
          if (kind !== 'query' && session.apiToken?.readOnly) {
            throw gatewayError(
              'FORBIDDEN',
              `The API token '${session.apiToken.name}' is read-only: it cannot run a ${kind}`,
            );
          }
        },
      };
    },
  };
}
