-- A browser's page view (x-page-view header): several requests of one view are one entry of the student activity log.
ALTER TABLE access_log ADD COLUMN page_view text;
CREATE INDEX access_log_page_view_idx ON access_log (actor_uuid, page_view) WHERE page_view IS NOT NULL;
