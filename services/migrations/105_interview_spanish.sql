-- Issue 26: what a school writes for students and parents can carry a Spanish text beside the English one. NULL is
-- "untranslated": a student reading Spanish sees the English text, and the builders mark it for staff.
ALTER TABLE interview_type ADD COLUMN name_spanish text;
ALTER TABLE interview_revision ADD COLUMN name_spanish text, ADD COLUMN description_spanish text;
ALTER TABLE interview_step ADD COLUMN title_spanish text, ADD COLUMN instructions_spanish text;
ALTER TABLE interview_question ADD COLUMN text_spanish text, ADD COLUMN help_text_spanish text;
ALTER TABLE question_choice ADD COLUMN label_spanish text;
ALTER TABLE interview_event ADD COLUMN message_spanish text;
