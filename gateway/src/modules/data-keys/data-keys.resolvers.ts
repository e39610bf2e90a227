import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { asPayload } from '../../platform/errors.js';

/** Key rotation: a refusal (a re-seal already running, a key missing from the ring) is the operator's to read. */
export const dataKeyResolvers: Resolvers = {
  Query: {
    dataKeyStatus: (_, __, ctx) => ctx.dataKeys.status(),
  },
  Mutation: {
    resealDataKeys: (_, { batchSize }, ctx) => asPayload(() => ctx.dataKeys.reseal(batchSize)),
    rotateSigningKey: (_, __, ctx) => asPayload(() => ctx.dataKeys.rotateSigningKey()),
  },
};
