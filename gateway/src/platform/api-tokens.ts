import { createHash } from 'node:crypto';
import { GraphQLError, type GraphQLErrorOptions } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Redis } from 'ioredis';
import type { GatewayContext } from '../context.js';
import { gatewayError } from './errors.js';

/** Reporting scripts' tokens start with this (see services/src/domain/user-settings/api-tokens.ts). */
export const API_TOKEN_PREFIX = 'avt_';
export const isApiToken = (bearer: string | undefined): bearer is string =>
  Boolean(bearer?.startsWith(API_TOKEN_PREFIX));

/** Seconds to wait before a token's next request (0: go ahead). */
export interface ApiTokenLimiter {
  readonly perMinute: number;
  take(secret: string): Promise<number>;
}

const bucketKey = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * Requests per token: a bucket of `perMinute` requests refilled evenly over a minute, so a script may burst, then
 * runs at the steady rate. Keyed by a hash of the secret (the secret itself is not kept), bounded in size. In this
 * process only: one gateway, or the fallback while the shared store does not answer.
 */
export class TokenRateLimiter implements ApiTokenLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly perMs: number;

  constructor(
    readonly perMinute: number,
    private readonly maxEntries = 10_000,
  ) {
    this.perMs = perMinute / 60_000;
  }

  async take(secret: string, now = Date.now()): Promise<number> {
    return this.takeNow(secret, now);
  }

  /** 0 when the request may go ahead, else the seconds to wait before the next one is allowed. */
  takeNow(secret: string, now = Date.now()): number {
    const key = bucketKey(secret);
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

// The same bucket, kept in Redis and taken atomically by every gateway replica (the server's clock, not each
// replica's). KEYS[1] the bucket; ARGV: per minute. Answers the milliseconds to wait (0: taken).
const TAKE = `
local per_minute = tonumber(ARGV[1])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local b = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(b[1]) or per_minute
local at = tonumber(b[2]) or now
tokens = math.min(per_minute, tokens + (now - at) * per_minute / 60000)
local wait = 0
if tokens >= 1 then tokens = tokens - 1 else wait = math.ceil((1 - tokens) * 60000 / per_minute) end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], 120000)
return wait`;

/**
 * The token bucket shared by every gateway replica through Redis (REDIS_URL), so N gateways do not allow N times
 * the limit. While Redis does not answer, each gateway limits on its own rather than refusing every script.
 */
export class SharedTokenRateLimiter implements ApiTokenLimiter {
  private readonly fallback: TokenRateLimiter;

  constructor(
    readonly perMinute: number,
    private readonly redis: Redis,
    private readonly prefix = 'aidverify:api-token-rate:',
    private readonly onFallback: (err: Error) => void = () => {},
  ) {
    this.fallback = new TokenRateLimiter(perMinute);
  }

  async take(secret: string): Promise<number> {
    try {
      const waitMs = Number(await this.redis.eval(TAKE, 1, this.prefix + bucketKey(secret), this.perMinute));
      return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
    } catch (err) {
      this.onFallback(err instanceof Error ? err : new Error(String(err)));
      return this.fallback.takeNow(secret);
    }
  }
}

/**
 * For requests made with an API token: the token's rate limit (429 with Retry-After), then no mutation for a
 * read-only token. Sessions pass untouched. The services refuse a read-only token's changes again on their side.
 */
export function apiTokenPlugin(limiter: ApiTokenLimiter): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation }) {
          const bearer = contextValue.auth.bearer;
          if (!isApiToken(bearer)) return;
          // The services log each use of a token with the operation's name (the document's, when the request names none).
          contextValue.caller.operationName ??= operation?.name?.value;
          const wait = await limiter.take(bearer);
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
