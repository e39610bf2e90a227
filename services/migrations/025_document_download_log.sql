-- Who downloaded which document of a student's file (processor documents, binders, task list uploads):
-- the documentDownloadLog the StudentView access log shows beside the record views.
CREATE TABLE document_download_log (
  id            bigserial PRIMARY KEY,
  school_code   text NOT NULL,
  student_id    integer NOT NULL REFERENCES student (id) ON DELETE CASCADE,
  document_kind text NOT NULL CHECK (document_kind IN ('PROCESSOR_DOCUMENT', 'BINDER', 'PROCESSOR_BINDER', 'SIGNATURE_PAGE', 'SUPPORTING_DOCUMENT')),
  document_id   text,
  file_name     text NOT NULL,
  actor_uuid    uuid NOT NULL,
  actor_name    text NOT NULL,
  actor_role    text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX document_download_log_student_idx ON document_download_log (student_id, created_at DESC);
