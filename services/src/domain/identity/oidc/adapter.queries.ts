import type { AdapterPayload } from 'oidc-provider';
import { z } from 'zod';
import { jsonParam, namedQuery, noRow } from '../../../platform/named-sql.js';

// The SQL of oidc-provider's storage (adapter.ts, table oidc_payload); named, with their parameters and rows
// checked (docs/data-layer.md).

/** A stored model's payload: an object oidc-provider wrote (jsonb, parsed by both drivers; text is parsed here). */
const payloadObject = z.custom<AdapterPayload>(
  (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  'a payload object',
);
const payload = z.union([
  payloadObject,
  z.string().transform((text) => payloadObject.parse(JSON.parse(text))),
]);

/** A model stored or replaced; `expiresIn` seconds from now (null: no expiry). */
export const upsertOidcPayload = namedQuery({
  name: 'upsertOidcPayload',
  params: z.object({
    model: z.string(),
    id: z.string(),
    payload: jsonParam(payloadObject),
    grantId: z.string().nullable(),
    uid: z.string().nullable(),
    userCode: z.string().nullable(),
    expiresIn: z.number().int().nullable(),
  }),
  row: noRow,
  sql: `INSERT INTO oidc_payload (model, id, payload, grant_id, uid, user_code, expires_at)
       VALUES (:model, :id, :payload, :grantId, :uid, :userCode, CASE WHEN :expiresIn::int IS NULL THEN NULL ELSE now() + make_interval(secs => :expiresIn::int) END)
       ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, uid = EXCLUDED.uid,
         user_code = EXCLUDED.user_code, expires_at = EXCLUDED.expires_at`,
});

const payloadRow = z.object({ payload, consumed: z.number().int().nullable() });

// A model is found by its id, its uid or its user code: one statement for each, never an expired row.
export const oidcPayloadById = namedQuery({
  name: 'oidcPayloadById',
  params: z.object({ model: z.string(), value: z.string() }),
  row: payloadRow,
  sql: `SELECT payload, extract(epoch FROM consumed_at)::int AS consumed FROM oidc_payload
        WHERE model = :model AND id = :value AND (expires_at IS NULL OR expires_at > now())`,
});

export const oidcPayloadByUid = namedQuery({
  name: 'oidcPayloadByUid',
  params: z.object({ model: z.string(), value: z.string() }),
  row: payloadRow,
  sql: `SELECT payload, extract(epoch FROM consumed_at)::int AS consumed FROM oidc_payload
        WHERE model = :model AND uid = :value AND (expires_at IS NULL OR expires_at > now())`,
});

export const oidcPayloadByUserCode = namedQuery({
  name: 'oidcPayloadByUserCode',
  params: z.object({ model: z.string(), value: z.string() }),
  row: payloadRow,
  sql: `SELECT payload, extract(epoch FROM consumed_at)::int AS consumed FROM oidc_payload
        WHERE model = :model AND user_code = :value AND (expires_at IS NULL OR expires_at > now())`,
});

export const consumeOidcPayload = namedQuery({
  name: 'consumeOidcPayload',
  params: z.object({ model: z.string(), id: z.string() }),
  row: noRow,
  sql: 'UPDATE oidc_payload SET consumed_at = now() WHERE model = :model AND id = :id',
});

export const deleteOidcPayload = namedQuery({
  name: 'deleteOidcPayload',
  params: z.object({ model: z.string(), id: z.string() }),
  row: noRow,
  sql: 'DELETE FROM oidc_payload WHERE model = :model AND id = :id',
});

/** Everything issued under a grant, whatever its model. */
export const deleteOidcGrant = namedQuery({
  name: 'deleteOidcGrant',
  params: z.object({ grantId: z.string() }),
  row: noRow,
  sql: 'DELETE FROM oidc_payload WHERE grant_id = :grantId',
});

/** Rows expired over an hour ago. */
export const sweepOidcPayloads = namedQuery({
  name: 'sweepOidcPayloads',
  params: z.object({}),
  row: noRow,
  sql: "DELETE FROM oidc_payload WHERE expires_at < now() - interval '1 hour'",
});
