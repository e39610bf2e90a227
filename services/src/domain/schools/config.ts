import { z } from 'zod';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { recordActivity, recordChanges } from '../audit/activity.js';
import * as sql from './config.queries.js';

// Configuration items: a school's, or the installation's (school_code NULL), read by name where a setting is
// needed and kept by administrators (the school's on its admin screens, the installation's on the back office).

/** A school's config value, falling back to the installation-wide one; null when neither is set. */
export async function betaToggle(
  db: Db,
  schoolCode: string,
  name: string,
): Promise<{ name: string; value: string } | null> {
  const row = await sql.configValue.first(db, { name, schoolCode });
  return row ? { name, value: row.value } : null;
}

/**
 * Host-dependent availability of routes (SPEC §2): installation-wide config items named
 * `route.hiddenOnHosts:<path>` whose value lists host names (comma-separated). No host name lives in code.
 */
export async function hiddenRoutes(db: Db, host: string): Promise<string[]> {
  const rows = await sql.hiddenOnHostsItems.all(db, {});
  const h = host.trim().toLowerCase().replace(/:\d+$/, '');
  return rows
    .filter((r) =>
      r.value
        .split(',')
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean)
        .includes(h),
    )
    .map((r) => r.name.slice('route.hiddenOnHosts:'.length))
    .sort();
}

// ---- Config items as administrators keep them ------------------------------------------------------------

export const configItemSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(100)
      .regex(/^[\w.:/-]+$/, 'may hold letters, digits and . : / - _ only'),
    value: z.string().max(4000),
  })
  .strict();

export const listConfigItems = (db: Db, schoolCode: string | null) => sql.configItems.all(db, { schoolCode });

export async function configItemByName(db: Db, schoolCode: string | null, name: string) {
  return (await sql.configItemByName.first(db, { schoolCode, name })) ?? null;
}

/** Why a config item's value may not be stored (null: it may); e.g. a mailbox host inside the network. */
export type ConfigValueCheck = (name: string, value: string) => Promise<string | null>;

async function refuseValue(check: ConfigValueCheck | undefined, name: string, value: string) {
  const problem = await check?.(name, value);
  if (problem)
    throw badRequest(`${name}: ${problem}`, { inputErrors: [{ path: 'value', message: problem }] });
}

/** Adds a config item to the school (null: installation-wide). */
export async function addConfigItem(
  db: Db,
  caller: Caller,
  schoolCode: string | null,
  input: z.infer<typeof configItemSchema>,
  check?: ConfigValueCheck,
) {
  await refuseValue(check, input.name, input.value);
  return db.transaction(async (tx) => {
    if (await configItemByName(tx, schoolCode, input.name))
      throw conflict(`A config item named ${input.name} already exists`);
    const row = await sql.insertConfigItem.first(tx, { schoolCode, name: input.name, value: input.value });
    await recordChanges(
      tx,
      caller,
      { type: 'school_config', id: row!.id, schoolCode: schoolCode ?? undefined },
      {},
      { name: input.name, value: input.value },
    );
    await recordActivity(tx, caller, {
      action: 'CONFIG_ADDED',
      entityType: 'school_config',
      entityId: row!.id,
      details: { name: input.name },
    });
    return { id: row!.id, schoolCode, ...input };
  });
}

export async function updateConfigItem(
  db: Db,
  caller: Caller,
  schoolCode: string | null,
  id: number,
  value: string,
  check?: ConfigValueCheck,
) {
  // The check may ask DNS: it runs before the transaction, so no lock or connection waits on it (a name never changes).
  const named = await sql.configItemName.first(db, { itemId: id, schoolCode });
  if (named) await refuseValue(check, named.name, value);
  return db.transaction(async (tx) => {
    const row = await sql.lockConfigItem.first(tx, { itemId: id });
    if (!row || row.school_code !== schoolCode) throw notFound(`No config item ${id} here`);
    await sql.setConfigValue.run(tx, { itemId: id, value });
    await recordChanges(
      tx,
      caller,
      { type: 'school_config', id, schoolCode: schoolCode ?? undefined },
      { value: row.value },
      { value },
    );
    await recordActivity(tx, caller, {
      action: 'CONFIG_UPDATED',
      entityType: 'school_config',
      entityId: id,
      details: { name: row.name },
    });
    return { id, schoolCode, name: row.name, value };
  });
}
