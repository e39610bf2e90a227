import { z } from 'zod';
import { found, id, maybeText, namedQuery, noRow } from '../../platform/named-sql.js';

// The SQL of the SAIG mailbox (mailbox.ts, mailbox-poll.ts, mailbox-messages.ts, transport.ts): the school's
// mailbox settings, the files received from it (ed_message) and the transport's log (ftp_log). Each statement once,
// named, with its parameters and rows checked (docs/data-layer.md).

// ---------- The transport's log ----------

export const insertLog = namedQuery({
  name: 'insertLog',
  params: z.object({ schoolCode: maybeText, level: z.enum(['INFO', 'ERROR']), message: z.string() }),
  row: noRow,
  sql: 'INSERT INTO ftp_log (school_code, level, message) VALUES (:schoolCode, :level, :message)',
});

/** The school's latest 200 log lines, newest first. */
export const logOfSchool = namedQuery({
  name: 'logOfSchool',
  params: z.object({ schoolCode: z.string() }),
  row: z.object({ id, level: z.string(), message: z.string(), created_at: z.date() }),
  sql: 'SELECT id::int, level, message, created_at FROM ftp_log WHERE school_code = :schoolCode ORDER BY id DESC LIMIT 200',
});

// ---------- The mailbox's settings ----------

/** The school's mailbox settings (the columns read of `SELECT *`). */
const mailbox = z.object({
  school_code: z.string(),
  tg_number: maybeText,
  password_sealed: maybeText,
  folder_created: z.boolean(),
});
export type MailboxRow = z.infer<typeof mailbox>;

export const mailboxOf = namedQuery({
  name: 'mailboxOf',
  params: z.object({ schoolCode: z.string() }),
  row: mailbox,
  sql: 'SELECT * FROM saig_mailbox WHERE school_code = :schoolCode',
});

export const ensureMailbox = namedQuery({
  name: 'ensureMailbox',
  params: z.object({ schoolCode: z.string() }),
  row: noRow,
  sql: 'INSERT INTO saig_mailbox (school_code) VALUES (:schoolCode) ON CONFLICT DO NOTHING',
});

export const setTgNumber = namedQuery({
  name: 'setTgNumber',
  params: z.object({ schoolCode: z.string(), tgNumber: z.string() }),
  row: noRow,
  sql: 'UPDATE saig_mailbox SET tg_number = :tgNumber, updated_at = now() WHERE school_code = :schoolCode',
});

export const markFolderCreated = namedQuery({
  name: 'markFolderCreated',
  params: z.object({ schoolCode: z.string() }),
  row: noRow,
  sql: 'UPDATE saig_mailbox SET folder_created = true WHERE school_code = :schoolCode',
});

export const setPassword = namedQuery({
  name: 'setPassword',
  params: z.object({ schoolCode: z.string(), passwordSealed: z.string() }),
  row: noRow,
  sql: 'UPDATE saig_mailbox SET password_sealed = :passwordSealed, updated_at = now() WHERE school_code = :schoolCode',
});

/** The schools the scheduled poll visits: those with a TG number. */
export const mailboxesToPoll = namedQuery({
  name: 'mailboxesToPoll',
  params: z.object({}),
  row: z.object({ school_code: z.string() }),
  sql: 'SELECT school_code FROM saig_mailbox WHERE tg_number IS NOT NULL ORDER BY school_code',
});

/** The school's `saig.sftp.*` config items, its own before the installation's. */
export const sftpConfigItems = namedQuery({
  name: 'sftpConfigItems',
  params: z.object({ schoolCode: z.string() }),
  row: z.object({ name: z.string(), value: z.string() }),
  sql: `SELECT DISTINCT ON (name) name, value FROM school_config
      WHERE name LIKE 'saig.sftp.%' AND (school_code = :schoolCode OR school_code IS NULL) ORDER BY name, school_code NULLS LAST`,
});

// ---------- Received files (ED messages) ----------

export const messageReceived = namedQuery({
  name: 'messageReceived',
  params: z.object({ schoolCode: z.string(), name: z.string() }),
  row: found,
  sql: 'SELECT 1 AS found FROM ed_message WHERE school_code = :schoolCode AND unique_file_name = :name',
});

export const insertMessage = namedQuery({
  name: 'insertMessage',
  params: z.object({
    schoolCode: z.string(),
    tgNumber: z.string(),
    name: z.string(),
    messageClass: z.string(),
    aidYear: z.number().int(),
    blobKey: z.string(),
    sizeBytes: z.number().int(),
    sha256: z.string(),
  }),
  row: noRow,
  sql: `INSERT INTO ed_message (school_code, tg_number, unique_file_name, message_class, aid_year, blob_key, size_bytes, sha256)
           VALUES (:schoolCode, :tgNumber, :name, :messageClass, :aidYear, :blobKey, :sizeBytes, :sha256) ON CONFLICT (school_code, unique_file_name) DO NOTHING`,
});

/** Which of the names are files the school received. */
export const receivedNames = namedQuery({
  name: 'receivedNames',
  params: z.object({ schoolCode: z.string(), names: z.array(z.string()) }),
  row: z.object({ name: z.string() }),
  sql: 'SELECT unique_file_name AS name FROM ed_message WHERE school_code = :schoolCode AND unique_file_name = ANY(:names::text[])',
});

/** A file that went to a background import takes its upload's outcome once the job has finished. */
export const settleBackgroundImports = namedQuery({
  name: 'settleBackgroundImports',
  params: z.object({ schoolCode: z.string() }),
  row: noRow,
  sql: `UPDATE ed_message m SET ed_file_status = CASE u.status WHEN 'IMPORTED' THEN 1 ELSE 2 END,
            imported_at = CASE u.status WHEN 'IMPORTED' THEN u.finished_at END,
            status_message = CASE u.status WHEN 'IMPORTED' THEN u.imported_count || ' records imported' ELSE u.error END
       FROM isir_upload u
      WHERE m.isir_upload_id = u.id AND m.school_code = :schoolCode AND m.ed_file_status = 0 AND u.status IN ('IMPORTED', 'FAILED')`,
});

/** A received file (the columns read of `SELECT *`). */
const message = z.object({
  id,
  tg_number: z.string(),
  unique_file_name: z.string(),
  message_class: z.string(),
  aid_year: z.number().int().nullable(),
  size_bytes: z.number().int(),
  ed_file_status: z.number().int(),
  status_message: maybeText,
  received_at: z.date(),
  imported_at: z.date().nullable(),
  blob_key: maybeText,
  school_code: z.string(),
});
export type MessageRow = z.infer<typeof message>;

/** The school's latest 500 files, newest first. */
export const messagesOfSchool = namedQuery({
  name: 'messagesOfSchool',
  params: z.object({ schoolCode: z.string() }),
  row: message,
  sql: 'SELECT * FROM ed_message WHERE school_code = :schoolCode ORDER BY received_at DESC, id DESC LIMIT 500',
});

export const messageByName = namedQuery({
  name: 'messageByName',
  params: z.object({ schoolCode: z.string(), tgNumber: z.string(), fileName: z.string() }),
  row: message,
  sql: 'SELECT * FROM ed_message WHERE school_code = :schoolCode AND tg_number = :tgNumber AND unique_file_name = :fileName',
});

export const messageById = namedQuery({
  name: 'messageById',
  params: z.object({ id }),
  row: message,
  sql: 'SELECT * FROM ed_message WHERE id = :id',
});

export const messageFailed = namedQuery({
  name: 'messageFailed',
  params: z.object({ id, statusMessage: maybeText }),
  row: noRow,
  sql: 'UPDATE ed_message SET ed_file_status = 2, status_message = :statusMessage WHERE id = :id',
});

export const messageUpload = namedQuery({
  name: 'messageUpload',
  params: z.object({ id, uploadId: id }),
  row: noRow,
  sql: 'UPDATE ed_message SET isir_upload_id = :uploadId WHERE id = :id',
});

/** Imported (1, stamped now) or importing in the background (0). */
export const messageImported = namedQuery({
  name: 'messageImported',
  params: z.object({ id, status: z.union([z.literal(0), z.literal(1)]), statusMessage: z.string() }),
  row: noRow,
  sql: `UPDATE ed_message SET ed_file_status = :status::smallint, status_message = :statusMessage, imported_at = CASE WHEN :status::smallint = 1 THEN now() END WHERE id = :id`,
});
