import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineRoute, type RouteDef } from '../../platform/route.js';
import { dataKeyStatus, rotateSigningKeyNow, startReseal } from '../../domain/keys/data-keys.js';
import {
  dataKeyStatusAnswer,
  resealStartedAnswer,
  signingKeyRotatedAnswer,
} from '../../domain/keys/answers.js';

/** Key rotation for the whole installation (`/admin-api/`): only roles holding DATA_KEYS_ADMIN (SuperAdmin). */
export function dataKeyRoutes(ctx: AppContext): RouteDef[] {
  const KEYS = { permission: 'DATA_KEYS_ADMIN' } as const;
  return [
    defineRoute({
      base: 'admin',
      method: 'GET',
      path: 'dataKeys',
      access: KEYS,
      summary: 'The data-key ring and how many sealed values each key holds (reads every sealed table)',
      response: dataKeyStatusAnswer,
      handler: () => dataKeyStatus(ctx),
    }),
    defineRoute({
      base: 'admin',
      method: 'POST',
      path: 'dataKeys/reseal',
      access: KEYS,
      summary:
        'Starts the job re-sealing every value under the current data key (409 when one runs or a key is missing)',
      body: z.object({ batchSize: z.number().int().min(1).max(5000).optional() }).strict(),
      response: resealStartedAnswer,
      handler: ({ body, caller }) => startReseal(ctx, caller, body),
    }),
    defineRoute({
      base: 'admin',
      method: 'POST',
      path: 'signingKeys/rotate',
      access: KEYS,
      summary: 'Makes a new token-signing key now; the previous one stays in the JWKS while its tokens live',
      response: signingKeyRotatedAnswer,
      handler: ({ caller }) => rotateSigningKeyNow(ctx, caller),
    }),
  ];
}
