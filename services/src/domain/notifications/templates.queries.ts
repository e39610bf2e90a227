import { z } from 'zod';
import { id, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the message templates (templates.ts, docs/data-layer.md): the installation's texts, a school's own, and
// the text a message is sent with.

const channel = z.enum(['EMAIL', 'SMS']);
const language = z.enum(['en', 'es']);

/** A template in force for a school (its own text where it has one, else the installation's). */
const templateRow = z.object({
  id,
  defaultId: id,
  schoolCode: z.string().nullable(),
  code: z.string(),
  channel,
  language,
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  isSchoolOverride: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.date().nullable(),
});
export type TemplateText = z.output<typeof templateRow>;

/** Every message with the text in force for the school (null: the installation's defaults). */
export const templatesInForce = namedQuery({
  name: 'templatesInForce',
  params: z.object({ schoolCode: z.string().nullable() }),
  row: templateRow,
  sql: `SELECT COALESCE(s.id, d.id) AS id, d.id AS "defaultId", s.school_code AS "schoolCode", d.code, d.channel, d.language, d.name,
            COALESCE(s.subject, d.subject) AS subject, COALESCE(s.body, d.body) AS body, (s.id IS NOT NULL) AS "isSchoolOverride",
            COALESCE(s.updated_by, d.updated_by) AS "updatedBy", COALESCE(s.updated_at, d.updated_at) AS "updatedAt"
       FROM notification_template d
       LEFT JOIN notification_template s
              ON s.school_code = :schoolCode AND s.code = d.code AND s.channel = d.channel AND s.language = d.language
      WHERE d.school_code IS NULL ORDER BY d.code, d.channel, d.language`,
});

/** One of the installation's templates. */
export const defaultTemplate = namedQuery({
  name: 'defaultTemplate',
  params: z.object({ id }),
  row: z.object({ id, code: z.string(), channel, language, subject: z.string(), body: z.string() }),
  sql: 'SELECT id, code, channel, language, subject, body FROM notification_template WHERE id = :id AND school_code IS NULL',
});

const schoolText = z.object({ subject: z.string(), body: z.string() });
const ofSchool = z.object({ schoolCode: z.string(), code: z.string(), channel, language });

/** The school's own text of a message, if it has one. */
export const schoolTemplateText = namedQuery({
  name: 'schoolTemplateText',
  params: ofSchool,
  row: schoolText,
  sql: 'SELECT subject, body FROM notification_template WHERE school_code = :schoolCode AND code = :code AND channel = :channel AND language = :language',
});

/** The school's own text of the message an installation template is, saved over any earlier one. */
export const saveSchoolTemplate = namedQuery({
  name: 'saveSchoolTemplate',
  params: z.object({
    schoolCode: z.string(),
    defaultId: id,
    subject: z.string(),
    body: z.string(),
    updatedBy: z.string(),
  }),
  row: noRow,
  sql: `INSERT INTO notification_template (school_code, code, channel, language, name, subject, body, updated_by, updated_at)
       SELECT :schoolCode, code, channel, language, name, :subject, :body, :updatedBy, now() FROM notification_template WHERE id = :defaultId
       ON CONFLICT (school_code, code, channel, language) DO UPDATE SET subject = :subject, body = :body, updated_by = :updatedBy, updated_at = now()`,
});

/** The school's own text removed (the message goes back to the installation's); the text it had. */
export const deleteSchoolTemplate = namedQuery({
  name: 'deleteSchoolTemplate',
  params: ofSchool,
  row: schoolText,
  sql: 'DELETE FROM notification_template WHERE school_code = :schoolCode AND code = :code AND channel = :channel AND language = :language RETURNING subject, body',
});

export const saveDefaultTemplate = namedQuery({
  name: 'saveDefaultTemplate',
  params: z.object({ id, subject: z.string(), body: z.string(), updatedBy: z.string() }),
  row: noRow,
  sql: 'UPDATE notification_template SET subject = :subject, body = :body, updated_by = :updatedBy, updated_at = now() WHERE id = :id',
});

/**
 * The text a message goes out with: the school's in the language, else the installation's in it; any language
 * when neither has it. With the school's name for {{schoolName}}.
 */
export const messageText = namedQuery({
  name: 'messageText',
  params: z.object({ schoolCode: z.string().nullable(), code: z.string(), channel, language }),
  row: z.object({ subject: z.string(), body: z.string(), school_name: z.string().nullable() }),
  sql: `SELECT t.subject, t.body, (SELECT school_name FROM school WHERE school_code = :schoolCode) AS school_name
       FROM notification_template t
      WHERE t.code = :code AND t.channel = :channel AND (t.school_code = :schoolCode OR t.school_code IS NULL)
      ORDER BY (t.language = :language) DESC, t.school_code NULLS LAST LIMIT 1`,
});
