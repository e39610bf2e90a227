import { z } from 'zod';
import { found, id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the interview types and their templates (revisions), their events and the builder's routes per
// host (templates.ts): each statement once, named, with its parameters and its row checked (docs/data-layer.md).

const text = z.string();
const maybeId = id.nullable();

/** Where a step goes next when a question has a given answer (interview_step.next_rules). */
export const nextRule = z.object({ questionKey: z.string(), equals: z.string(), nextStepKey: z.string() });
export type NextRule = z.infer<typeof nextRule>;

// ---------- Types and templates (revisions) ----------

export const interviewTypeRows = namedQuery({
  name: 'interviewTypeRows',
  params: z.object({ typeId: maybeId }),
  row: z.object({ id, type_code: text, name: text, name_spanish: maybeText }),
  sql: `SELECT id, type_code, name, name_spanish FROM interview_type WHERE (:typeId::int IS NULL OR id = :typeId) ORDER BY type_code`,
});

const revisionRow = z.object({
  id,
  interview_type_id: id,
  aid_year: z.number().int(),
  revision: z.number().int(),
  name: text,
  name_spanish: maybeText,
  description: maybeText,
  description_spanish: maybeText,
  is_comment_code: z.boolean(),
  first_step_id: maybeId,
  in_use: z.number().int(),
});
export type RevisionRow = z.infer<typeof revisionRow>;

const REVISION_COLUMNS = `r.id, r.interview_type_id, r.aid_year, r.revision, r.name, r.name_spanish, r.description, r.description_spanish, r.is_comment_code, r.first_step_id,
            (SELECT count(*)::int FROM student_interview_link l WHERE l.interview_revision_id = r.id) AS in_use`;

export const revisionRows = namedQuery({
  name: 'revisionRows',
  params: z.object({ aidYear: maybeId, typeId: maybeId, isCommentCode: z.boolean().nullable() }),
  row: revisionRow,
  sql: `SELECT ${REVISION_COLUMNS}
       FROM interview_revision r
      WHERE (:aidYear::int IS NULL OR r.aid_year = :aidYear) AND (:typeId::int IS NULL OR r.interview_type_id = :typeId)
        AND (:isCommentCode::boolean IS NULL OR r.is_comment_code = :isCommentCode)
      ORDER BY r.aid_year DESC, r.revision DESC`,
});

export const revisionById = namedQuery({
  name: 'revisionById',
  params: z.object({ revisionId: id }),
  row: revisionRow,
  sql: `SELECT ${REVISION_COLUMNS} FROM interview_revision r WHERE r.id = :revisionId`,
});

/** Which interview types have templates in which aid years, with the newest revision of each. */
export const templateYears = namedQuery({
  name: 'templateYears',
  params: z.object({}),
  row: z.object({ aidYear: z.number().int(), interviewTypeID: id, latestRevision: z.number().int() }),
  sql: `SELECT aid_year AS "aidYear", interview_type_id AS "interviewTypeID", max(revision)::int AS "latestRevision"
          FROM interview_revision GROUP BY aid_year, interview_type_id ORDER BY aid_year DESC, interview_type_id`,
});

/** How many students started the template (a started template is frozen); no row: no such template. */
export const revisionInUse = namedQuery({
  name: 'revisionInUse',
  params: z.object({ revisionId: id }),
  row: z.object({ in_use: z.number().int() }),
  sql: `SELECT (SELECT count(*)::int FROM student_interview_link l WHERE l.interview_revision_id = r.id) AS in_use FROM interview_revision r WHERE r.id = :revisionId`,
});

export const interviewTypeCodeTaken = namedQuery({
  name: 'interviewTypeCodeTaken',
  params: z.object({ typeCode: text }),
  row: found,
  sql: `SELECT 1 AS found FROM interview_type WHERE lower(type_code) = lower(:typeCode)`,
});

export const interviewTypeExists = namedQuery({
  name: 'interviewTypeExists',
  params: z.object({ typeId: id }),
  row: found,
  sql: `SELECT 1 AS found FROM interview_type WHERE id = :typeId`,
});

export const insertInterviewType = namedQuery({
  name: 'insertInterviewType',
  params: z.object({ typeCode: text, name: text, nameSpanish: maybeText }),
  row: z.object({ id }),
  sql: `INSERT INTO interview_type (type_code, name, name_spanish) VALUES (:typeCode, :name, :nameSpanish) RETURNING id`,
});

/** Null name: unchanged; Spanish only when `setNameSpanish` (null Spanish: untranslated). No row: no such type. */
export const updateInterviewType = namedQuery({
  name: 'updateInterviewType',
  params: z.object({ typeId: id, name: maybeText, setNameSpanish: z.boolean(), nameSpanish: maybeText }),
  row: z.object({ id }),
  sql: `UPDATE interview_type SET name = COALESCE(:name, name), name_spanish = CASE WHEN :setNameSpanish::boolean THEN :nameSpanish ELSE name_spanish END
      WHERE id = :typeId RETURNING id`,
});

/** The next revision of the type for the aid year. */
export const insertRevision = namedQuery({
  name: 'insertRevision',
  params: z.object({
    typeId: id,
    aidYear: z.number().int(),
    name: text,
    nameSpanish: maybeText,
    description: maybeText,
    descriptionSpanish: maybeText,
    isCommentCode: z.boolean(),
    createdBy: text,
  }),
  row: z.object({ id, revision: z.number().int() }),
  sql: `INSERT INTO interview_revision (interview_type_id, aid_year, revision, name, name_spanish, description, description_spanish, is_comment_code, created_by)
       VALUES (:typeId, :aidYear, (SELECT COALESCE(max(revision), 0) + 1 FROM interview_revision WHERE interview_type_id = :typeId AND aid_year = :aidYear),
               :name, :nameSpanish, :description, :descriptionSpanish, :isCommentCode, :createdBy)
       RETURNING id, revision`,
});

/** Null name or first step: unchanged; the others only when their `set…` is true. */
export const updateRevision = namedQuery({
  name: 'updateRevision',
  params: z.object({
    revisionId: id,
    name: maybeText,
    setDescription: z.boolean(),
    description: maybeText,
    firstStepId: maybeId,
    setNameSpanish: z.boolean(),
    nameSpanish: maybeText,
    setDescriptionSpanish: z.boolean(),
    descriptionSpanish: maybeText,
  }),
  row: noRow,
  sql: `UPDATE interview_revision SET name = COALESCE(:name, name), description = CASE WHEN :setDescription::boolean THEN :description ELSE description END,
            first_step_id = COALESCE(:firstStepId, first_step_id),
            name_spanish = CASE WHEN :setNameSpanish::boolean THEN :nameSpanish ELSE name_spanish END,
            description_spanish = CASE WHEN :setDescriptionSpanish::boolean THEN :descriptionSpanish ELSE description_spanish END, updated_at = now()
      WHERE id = :revisionId`,
});

export const deleteRevision = namedQuery({
  name: 'deleteRevision',
  params: z.object({ revisionId: id }),
  row: noRow,
  sql: `DELETE FROM interview_revision WHERE id = :revisionId`,
});

export const touchRevision = namedQuery({
  name: 'touchRevision',
  params: z.object({ revisionId: id }),
  row: noRow,
  sql: `UPDATE interview_revision SET updated_at = now() WHERE id = :revisionId`,
});

// ---------- Events ----------

/** The template's events; the row is the answer (camelCase). */
export const eventsOfRevision = namedQuery({
  name: 'eventsOfRevision',
  params: z.object({ revisionId: id }),
  // The columns' CHECKs allow only these.
  row: z.object({
    id,
    eventType: z.enum(['ON_START', 'ON_SUBMIT']),
    action: z.enum(['EMAIL_CONFIRMATION', 'RECORD_ACTIVITY']),
    message: maybeText,
    messageSpanish: maybeText,
  }),
  sql: `SELECT id, event_type AS "eventType", action, message, message_spanish AS "messageSpanish"
       FROM interview_event WHERE interview_revision_id = :revisionId ORDER BY id`,
});

export const insertEvent = namedQuery({
  name: 'insertEvent',
  params: z.object({
    revisionId: id,
    eventType: text,
    action: text,
    message: maybeText,
    messageSpanish: maybeText,
  }),
  row: z.object({ id }),
  sql: `INSERT INTO interview_event (interview_revision_id, event_type, action, message, message_spanish)
     VALUES (:revisionId, :eventType, :action, :message, :messageSpanish) RETURNING id`,
});

export const eventRevision = namedQuery({
  name: 'eventRevision',
  params: z.object({ eventId: id }),
  row: z.object({ interview_revision_id: id }),
  sql: `SELECT interview_revision_id FROM interview_event WHERE id = :eventId`,
});

export const deleteEvent = namedQuery({
  name: 'deleteEvent',
  params: z.object({ eventId: id }),
  row: noRow,
  sql: `DELETE FROM interview_event WHERE id = :eventId`,
});

// ---------- The builder's routes per host ----------

/** An installation-wide config item (school_config without a school). */
export const installationConfigValue = namedQuery({
  name: 'installationConfigValue',
  params: z.object({ name: text }),
  row: z.object({ value: text }),
  sql: `SELECT value FROM school_config WHERE school_code IS NULL AND name = :name`,
});
