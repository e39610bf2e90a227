import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import type { Caller } from '../../platform/caller.js';
import type { Db } from '../../platform/db.js';
import type { BlobStore } from '../../platform/blob-store.js';
import { conflict, notFound } from '../../platform/errors.js';
import { onFirstUse } from '../../platform/on-first-use.js';
import { recordStudentDataExport, recordActivity } from '../audit/activity.js';
import * as sql from './binders.queries.js';
import { loadStudent, studentName, type WorkspaceStudent } from '../students/load-student.js';
import { newestTaskListAidYear } from './staff-actions.queries.js';
import { recordDocumentDownload } from './student-records.js';

/** Largest binder kept: the documents are at most 700 KB each, a student has a handful. */
const MAX_BINDER_BYTES = 50 * 1024 * 1024;
const LETTER: [number, number] = [612, 792];
const loadPdfLib = onFirstUse(() => import('pdf-lib'));
const newPdf = async () => (await loadPdfLib()).PDFDocument.create();

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A writer on a new first page of doc, in the standard fonts. */
async function pageWriter(doc: PDFDocument) {
  const { StandardFonts, rgb } = await loadPdfLib();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  return new PageWriter(doc, font, bold, rgb(0, 0, 0));
}

/** Writes lines top-down on a page, starting new pages as needed. */
class PageWriter {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly black: RGB,
  ) {
    this.page = doc.addPage(LETTER);
    this.y = LETTER[1] - 60;
  }
  line(text: string, opts: { size?: number; bold?: boolean; gap?: number } = {}) {
    const size = opts.size ?? 11;
    if (this.y < 60) {
      this.page = this.doc.addPage(LETTER);
      this.y = LETTER[1] - 60;
    }
    // Standard fonts encode WinAnsi only: anything else is replaced rather than failing the whole binder.
    const safe = text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
    this.page.drawText(safe, {
      x: 56,
      y: this.y,
      size,
      font: opts.bold ? this.bold : this.font,
      color: this.black,
    });
    this.y -= size + (opts.gap ?? 6);
  }
  rule() {
    this.page.drawLine({
      start: { x: 56, y: this.y + 4 },
      end: { x: LETTER[0] - 56, y: this.y + 4 },
      thickness: 0.5,
    });
    this.y -= 10;
  }
}

const fmtDate = (d: Date | string | null) => (d ? new Date(d).toISOString().slice(0, 10) : 'not signed');

async function coverPage(
  db: Db,
  doc: PDFDocument,
  s: WorkspaceStudent,
  aidYear: number,
  forParent: boolean | null,
) {
  const w = await pageWriter(doc);
  const extra = await sql.studentNumberAndSchool.first(db, { studentId: s.id });
  w.line(`Verification binder ${aidYear - 1}-${aidYear}`, { size: 18, bold: true, gap: 10 });
  w.line(extra?.school_name ?? s.school_code);
  w.line(`${studentName(s)}   Student ID ${extra?.student_number ?? ''}`, { bold: true });
  w.line(forParent === null ? 'Student and parent' : forParent ? 'Parent documents' : 'Student documents');
  w.line(`Status ${s.status}   Verification group ${s.verification_group ?? '-'}`);
  w.rule();
  w.line('Signatures', { bold: true });
  w.line(
    `Student: ${fmtDate(s.student_sign_date)}${s.student_sign_method ? ` (${s.student_sign_method === 'INK' ? 'ink' : 'e-sign'})` : ''}`,
  );
  if (s.dependency_status !== 0) {
    w.line(
      `Parent: ${fmtDate(s.parent_sign_date)}${s.parent_sign_method ? ` (${s.parent_sign_method === 'INK' ? 'ink' : 'e-sign'})` : ''}`,
    );
  }
  w.rule();
  w.line('Task list', { bold: true });
  const items = await sql.taskListOfSide.all(db, { studentId: s.id, aidYear, forParent });
  if (items.length === 0) w.line('No task list items.');
  for (const item of items)
    w.line(`${item.is_for_parent_account ? 'Parent' : 'Student'} - ${item.name}: ${item.status}`);
  return w;
}

/** Appends every processor document of the side (PDF pages copied, images one to a page). */
async function appendDocuments(
  db: Db,
  blobs: BlobStore,
  doc: PDFDocument,
  w: PageWriter,
  studentId: number,
  forParent: boolean | null,
) {
  const docs = await sql.documentsOfSide.all(db, { studentId, forParent });
  w.rule();
  w.line(`Documents (${docs.length})`, { bold: true });
  for (const d of docs) w.line(d.file_name);
  for (const d of docs) {
    const bytes = await readAll(await blobs.open(d.blob_key));
    if (d.content_type === 'application/pdf') {
      try {
        const source = await (await loadPdfLib()).PDFDocument.load(bytes, { ignoreEncryption: true });
        for (const page of await doc.copyPages(source, source.getPageIndices())) doc.addPage(page);
        continue;
      } catch {
        // A PDF pdf-lib cannot read still gets a page saying so, never silently left out.
        const page = doc.addPage(LETTER);
        page.drawText(
          `${d.file_name}: this PDF could not be read into the binder; download it from Documents.`,
          { x: 56, y: 700, size: 11 },
        );
        continue;
      }
    }
    const image = d.content_type === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
    const page = doc.addPage(LETTER);
    const scale = Math.min((LETTER[0] - 72) / image.width, (LETTER[1] - 96) / image.height, 1);
    page.drawText(d.file_name.replace(/[^\x20-\x7e]/g, '?'), { x: 36, y: LETTER[1] - 40, size: 10 });
    page.drawImage(image, {
      x: 36,
      y: LETTER[1] - 60 - image.height * scale,
      width: image.width * scale,
      height: image.height * scale,
    });
  }
  return docs.length;
}

async function store(
  db: Db,
  blobs: BlobStore,
  caller: Caller,
  s: WorkspaceStudent,
  doc: PDFDocument,
  meta: { aidYear: number; kind: 'BINDER' | 'SUPER_BINDER'; forParent: boolean; inkSign: boolean },
) {
  const bytes = Buffer.from(await doc.save());
  const blob = await blobs.put(bytes, { maxBytes: MAX_BINDER_BYTES, prefix: 'binders' });
  try {
    return await db.transaction(async (tx) => {
      const uuid = randomUUID();
      await sql.insertBinder.run(tx, {
        uuid,
        schoolCode: s.school_code,
        studentId: s.id,
        aidYear: meta.aidYear,
        kind: meta.kind,
        forParent: meta.forParent,
        inkSign: meta.inkSign,
        pageCount: doc.getPageCount(),
        sizeBytes: bytes.length,
        blobKey: blob.key,
        createdBy: caller.username,
      });
      await recordActivity(tx, caller, {
        action: meta.kind === 'BINDER' ? 'BINDER_CREATED' : 'SUPER_BINDER_CREATED',
        entityType: 'student_binder',
        entityId: uuid,
        studentId: s.id,
        details: { aidYear: meta.aidYear, forParent: meta.forParent },
      });
      return (await bindersOf(tx, s.id, meta.aidYear)).find((b) => b.uuid === uuid)!;
    });
  } catch (err) {
    await blobs.delete(blob.key).catch(() => {});
    throw err;
  }
}

async function bindersOf(db: Db, studentId: number, aidYear: number | null) {
  return sql.bindersOfStudent.all(db, { studentId, aidYear });
}

/** The binder of one side (student or parent) for an aid year: cover page, then that side's documents. */
export async function createBinder(
  db: Db,
  blobs: BlobStore,
  caller: Caller,
  input: { studentID: number | string; aidYear: number; isForParentAccount: boolean },
) {
  const s = await loadStudent(db, caller, input.studentID);
  if (input.isForParentAccount && s.dependency_status === 0)
    throw conflict(`${studentName(s)} is independent: there is no parent binder`);
  const doc = await newPdf();
  doc.setTitle(`Verification binder ${studentName(s)} ${input.aidYear}`);
  const w = await coverPage(db, doc, s, input.aidYear, input.isForParentAccount);
  await appendDocuments(db, blobs, doc, w, s.id, input.isForParentAccount);
  const inkSign = input.isForParentAccount ? s.parent_sign_method === 'INK' : s.student_sign_method === 'INK';
  return store(db, blobs, caller, s, doc, {
    aidYear: input.aidYear,
    kind: 'BINDER',
    forParent: input.isForParentAccount,
    inkSign,
  });
}

/** Everything for the student in one PDF: both sides' cover, every document, for the newest aid year. */
export async function createSuperBinder(db: Db, blobs: BlobStore, caller: Caller, studentKey: string) {
  const s = await loadStudent(db, caller, studentKey);
  const year = await newestTaskListAidYear.first(db, { studentId: s.id });
  if (!year?.aid_year) throw conflict(`${studentName(s)} has no task list: nothing to bind`);
  const doc = await newPdf();
  doc.setTitle(`Super binder ${studentName(s)} ${year.aid_year}`);
  const w = await coverPage(db, doc, s, year.aid_year, null);
  await appendDocuments(db, blobs, doc, w, s.id, null);
  return store(db, blobs, caller, s, doc, {
    aidYear: year.aid_year,
    kind: 'SUPER_BINDER',
    forParent: false,
    inkSign: s.student_sign_method === 'INK',
  });
}

export async function listBinders(db: Db, caller: Caller, studentKey: string, aidYear: number | null) {
  const s = await loadStudent(db, caller, studentKey);
  return bindersOf(db, s.id, aidYear);
}

export async function openBinder(db: Db, blobs: BlobStore, caller: Caller, uuid: string) {
  const b = await sql.schoolBinder.first(db, { uuid, schoolCode: caller.schoolCode });
  if (!b) throw notFound('No such binder');
  const s = await loadStudent(db, caller, b.student_id);
  await recordActivity(db, caller, {
    action: 'BINDER_DOWNLOADED',
    entityType: 'student_binder',
    entityId: uuid,
    studentId: s.id,
  });
  const name =
    `${b.kind === 'SUPER_BINDER' ? 'super-binder' : 'binder'}-${s.last_name}-${s.first_name}-${b.aid_year}.pdf`.replace(
      /[^A-Za-z0-9.-]/g,
      '_',
    );
  await recordStudentDataExport(db, caller, {
    kind: 'BINDER',
    what: `${b.kind === 'SUPER_BINDER' ? 'Super binder' : 'Binder'} ${b.aid_year}`,
    fileName: name,
    students: 1,
    entityId: uuid,
    studentId: s.id,
  });
  await recordDocumentDownload(db, caller, {
    studentId: s.id,
    kind: 'BINDER',
    documentId: uuid,
    fileName: name,
  });
  return {
    fileName: name,
    contentType: 'application/pdf',
    bytes: await readAll(await blobs.open(b.blob_key)),
  };
}

/** The processor documents of one side as one PDF, built on request (not kept). */
export async function processorBinder(
  db: Db,
  blobs: BlobStore,
  caller: Caller,
  studentKey: string,
  forParent: boolean,
) {
  const s = await loadStudent(db, caller, studentKey);
  const doc = await newPdf();
  const w = await pageWriter(doc);
  w.line(`Processor documents - ${studentName(s)} (${forParent ? 'parent' : 'student'})`, {
    size: 14,
    bold: true,
  });
  await appendDocuments(db, blobs, doc, w, s.id, forParent);
  const name = `processor-documents-${s.last_name}-${forParent ? 'parent' : 'student'}.pdf`.replace(
    /[^A-Za-z0-9.-]/g,
    '_',
  );
  await recordDocumentDownload(db, caller, { studentId: s.id, kind: 'PROCESSOR_BINDER', fileName: name });
  return { fileName: name, contentType: 'application/pdf', bytes: Buffer.from(await doc.save()) };
}

/** The page a student or parent signs in ink: the certification, the task list, lines to sign and date. */
export async function signaturePage(db: Db, caller: Caller, studentKey: string, forParent: boolean) {
  const s = await loadStudent(db, caller, studentKey);
  if (forParent && s.dependency_status === 0)
    throw conflict(`${studentName(s)} is independent: no parent signature is needed`);
  const year = await newestTaskListAidYear.first(db, { studentId: s.id });
  const aidYear = year?.aid_year ?? new Date().getUTCFullYear() + 1;
  const doc = await newPdf();
  const w = await coverPage(db, doc, s, aidYear, forParent);
  w.rule();
  w.line('Certification', { bold: true });
  w.line('By signing, I certify that all the information reported to complete verification is complete');
  w.line('and correct. I understand that I may be asked to provide proof of what I have reported.');
  w.line('', { gap: 30 });
  w.line(
    `${forParent ? 'Parent' : 'Student'} signature ____________________________________   Date ______________`,
  );
  w.line(`Printed name ${forParent ? '______________________________' : studentName(s)}`);
  await recordActivity(db, caller, {
    action: 'SIGNATURE_PAGE_CREATED',
    entityType: 'student',
    entityId: s.id,
    studentId: s.id,
    details: { forParent },
  });
  const name = `signature-page-${s.last_name}-${forParent ? 'parent' : 'student'}.pdf`.replace(
    /[^A-Za-z0-9.-]/g,
    '_',
  );
  return { fileName: name, contentType: 'application/pdf', bytes: Buffer.from(await doc.save()) };
}
