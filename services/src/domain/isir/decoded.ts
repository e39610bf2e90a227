import { createHash } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { ElementInfo } from './layout.js';
import { validDate, type ParsedRecord } from './reader.js';
import { sealRawRecord } from './raw.js';

/** One ISIR record as the import keeps it: the columns the product queries, the raw text sealed. */
export interface Decoded {
  /** What the batch keeps of the record: line, layout, warnings and the sealed raw text (the text itself is let go). */
  rec: { line: number; layoutId: number; aidYear: number; warnings: ParsedRecord['warnings'] };
  /** null: the record is staged, and its sealed text stays in the stage until it is published. */
  sealed: string | null;
  key: string;
  transactionUuid: string | null;
  fafsaUuid: string | null;
  personUuid: string | null;
  transactionNumber: number | null;
  dependencyModel: string | null;
  sai: number | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  /** The SSN sealed (what a new student row keeps), its lookup hash and last four digits: never the SSN itself. */
  ssnSealed: string | null;
  ssnHmac: string | null;
  ssnLastFour: string | null;
  email: string | null;
  trackingFlag: string | null;
  selected: string | null;
  commentCodes: string[];
  rejectCodes: string | null;
  receiptDate: string | null;
  processDate: string | null;
  /** Street address, city, state, zip, SSA match status, dependency override, FPS C flag (the reports read them). */
  report: (string | null)[];
}

/**
 * A field's value as a string of its own: a plain substring would keep the whole chunk of the file it was cut
 * from alive for as long as the batch is, which made memory grow with the batches written.
 */
const own = (v: string) => (v.length > 12 ? Buffer.from(v, 'latin1').toString('latin1') : v);
const field = (text: string, el: ElementInfo | undefined) => {
  if (!el) return null;
  const v = text.substr(el.startOffset, el.length).trim();
  return v === '' ? null : own(v);
};
const isoDate = (v: string | null) =>
  v && validDate(v) ? `${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}` : null;
const int = (v: string | null) => (v !== null && /^-?\d+$/.test(v) ? Number(v) : null);

/** `ctx`: the sealer alone is used (an import's worker thread has nothing else of the context). */
export function decode(ctx: Pick<AppContext, 'sealer'>, rec: ParsedRecord): Decoded {
  const k = rec.layout.key;
  const t = rec.text;
  const ssn = field(t, k.ssn);
  const transactionUuid = field(t, k.transactionUuid);
  const comments = k.commentCodes ? t.substr(k.commentCodes.startOffset, k.commentCodes.length) : '';
  const commentCodes: string[] = [];
  for (let i = 0; i + 3 <= comments.length; i += 3) {
    const c = comments.slice(i, i + 3).trim();
    if (c) commentCodes.push(c);
  }
  const validSsn = ssn && /^\d{9}$/.test(ssn) ? ssn : null;
  return {
    rec: {
      line: rec.line,
      layoutId: rec.layout.id,
      aidYear: rec.layout.aidYear,
      warnings: rec.warnings.map((w) => ({ field: w.field, name: w.name, message: own(w.message) })),
    },
    sealed: sealRawRecord(ctx.sealer, rec.text),
    key: transactionUuid ?? `sha256:${createHash('sha256').update(t).digest('hex')}`,
    transactionUuid,
    fafsaUuid: field(t, k.fafsaUuid),
    personUuid: field(t, k.personUuid),
    transactionNumber: int(field(t, k.transactionNumber)),
    dependencyModel: field(t, k.dependencyModel),
    sai: int(field(t, k.sai)),
    firstName: field(t, k.firstName),
    middleName: field(t, k.middleName),
    lastName: field(t, k.lastName),
    dateOfBirth: isoDate(field(t, k.dateOfBirth)),
    ssnSealed: validSsn ? ctx.sealer.seal(validSsn) : null,
    ssnHmac: validSsn ? ctx.sealer.lookupHash(validSsn) : null,
    ssnLastFour: validSsn?.slice(-4) ?? null,
    email: field(t, k.email),
    trackingFlag: field(t, k.trackingFlag),
    selected: field(t, k.selectedForVerification),
    commentCodes,
    rejectCodes: field(t, k.rejectCodes),
    receiptDate: isoDate(field(t, k.transactionReceiptDate)),
    processDate: isoDate(field(t, k.transactionProcessDate)),
    report: [
      field(t, k.streetAddress),
      field(t, k.city),
      field(t, k.state),
      field(t, k.zipCode),
      field(t, k.ssaMatchStatus),
      field(t, k.dependencyOverride),
      field(t, k.cFlag),
    ],
  };
}
