-- Students and parents can use the portal in Spanish (issue 26). The sign-in account keeps the language its person
-- chose (the web's English / Español switch); the messages the product sends them go out in it.
ALTER TABLE student_account
  ADD COLUMN preferred_language text NOT NULL DEFAULT 'en' CHECK (preferred_language IN ('en', 'es'));

-- Each message template exists once per language; a school's own wording is per language too.
ALTER TABLE notification_template
  ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es'));
ALTER TABLE notification_template DROP CONSTRAINT notification_template_school_code_code_channel_key;
ALTER TABLE notification_template
  ADD CONSTRAINT notification_template_school_code_code_channel_language_key
  UNIQUE NULLS NOT DISTINCT (school_code, code, channel, language);

-- The installation's Spanish wording, in the Department of Education's terms (StudentAid.gov/es).
INSERT INTO notification_template (school_code, code, channel, language, name, subject, body) VALUES
  (NULL, 'MFA_CODE', 'EMAIL', 'es', 'Sign-in code (e-mail), Spanish', 'Su código de aidverify',
   'Su código de aidverify es {{code}}. Vence en {{minutes}} minutos.'),
  (NULL, 'MFA_CODE', 'SMS', 'es', 'Sign-in code (text message), Spanish', 'Su código de aidverify',
   'Su código de aidverify es {{code}}. Vence en {{minutes}} minutos.'),
  (NULL, 'REMINDER', 'EMAIL', 'es', 'Task list reminder (e-mail), Spanish',
   '{{schoolName}}: su lista de tareas de verificación le espera',
   E'Hola, {{studentName}}:\n\n{{schoolName}} todavía necesita lo siguiente para terminar la verificación de su ayuda financiera:\n{{openItems}}\n\nComplételo antes del {{dueDate}}: {{portalLink}}\n\nPara dejar de recibir estos recordatorios: {{unsubscribeLink}}'),
  (NULL, 'REMINDER', 'SMS', 'es', 'Task list reminder (text message), Spanish', 'Recordatorio de tareas',
   '{{schoolName}}: {{studentName}}, la verificación de su ayuda todavía necesita {{openItems}}. Fecha límite: {{dueDate}}. {{portalLink}} Responda STOP para no recibir más mensajes.');
