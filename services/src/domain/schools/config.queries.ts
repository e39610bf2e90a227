import { z } from 'zod';
import { id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of configuration items (config.ts): a school's, or the installation's (school_code NULL); named, with
// rows checked (docs/data-layer.md).

/** A config item as its answers show it. */
const configItem = z.object({ id, schoolCode: maybeText, name: z.string(), value: z.string() });

/** The school's value of a config item, else the installation's. */
export const configValue = namedQuery({
  name: 'configValue',
  params: z.object({ name: z.string(), schoolCode: z.string() }),
  row: z.object({ value: z.string() }),
  sql: `SELECT value FROM school_config WHERE name = :name AND (school_code = :schoolCode OR school_code IS NULL)
      ORDER BY school_code NULLS LAST LIMIT 1`,
});

/** The installation's `route.hiddenOnHosts:<path>` items. */
export const hiddenOnHostsItems = namedQuery({
  name: 'hiddenOnHostsItems',
  params: z.object({}),
  row: z.object({ name: z.string(), value: z.string() }),
  sql: `SELECT name, value FROM school_config WHERE school_code IS NULL AND name LIKE 'route.hiddenOnHosts:%'`,
});

/** The config items of a school (null: the installation's), by name. */
export const configItems = namedQuery({
  name: 'configItems',
  params: z.object({ schoolCode: maybeText }),
  row: configItem,
  sql: `SELECT id, school_code AS "schoolCode", name, value FROM school_config
      WHERE school_code IS NOT DISTINCT FROM :schoolCode ORDER BY name`,
});

export const configItemByName = namedQuery({
  name: 'configItemByName',
  params: z.object({ schoolCode: maybeText, name: z.string() }),
  row: configItem,
  sql: `SELECT id, school_code AS "schoolCode", name, value FROM school_config WHERE school_code IS NOT DISTINCT FROM :schoolCode AND name = :name`,
});

export const insertConfigItem = namedQuery({
  name: 'insertConfigItem',
  params: z.object({ schoolCode: maybeText, name: z.string(), value: z.string() }),
  row: z.object({ id }),
  sql: 'INSERT INTO school_config (school_code, name, value) VALUES (:schoolCode, :name, :value) RETURNING id',
});

/** The name of a config item of the school (null: the installation's). */
export const configItemName = namedQuery({
  name: 'configItemName',
  params: z.object({ itemId: id, schoolCode: maybeText }),
  row: z.object({ name: z.string() }),
  sql: 'SELECT name FROM school_config WHERE id = :itemId AND school_code IS NOT DISTINCT FROM :schoolCode',
});

/** A config item, locked until the transaction ends. */
export const lockConfigItem = namedQuery({
  name: 'lockConfigItem',
  params: z.object({ itemId: id }),
  row: z.object({ name: z.string(), value: z.string(), school_code: maybeText }),
  sql: 'SELECT name, value, school_code FROM school_config WHERE id = :itemId FOR UPDATE',
});

export const setConfigValue = namedQuery({
  name: 'setConfigValue',
  params: z.object({ itemId: id, value: z.string() }),
  row: noRow,
  sql: 'UPDATE school_config SET value = :value WHERE id = :itemId',
});
