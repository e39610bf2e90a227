-- The last e-mails a student or parent gets that were written in code (issue 26), now templates in English and
-- Spanish like migration 101's, sent in the recipient account's language: a task-list item staff add, the confirmation
-- an interview sends on submit, and the "choose your password" e-mail of an account staff make. The English wording is
-- the code's, signed as queueSchoolMessage signed it ("— <school> Financial Aid Office").
--
-- TASK_ADDED: the paragraph holding {{note}} is left out when staff wrote no note (renderTemplate: an absent value).
-- INTERVIEW_SUBMITTED is the confirmation of an interview whose builder has no text of its own;
-- INTERVIEW_SUBMITTED_MESSAGE frames the text staff wrote in the interview builder ({{message}}), which is in one
-- language: the Spanish one says in Spanish that the text is the office's.
INSERT INTO notification_template (school_code, code, channel, language, name, subject, body) VALUES
  (NULL, 'TASK_ADDED', 'EMAIL', 'en', 'New task-list item (e-mail)', 'A new financial aid verification task',
   E'Hello {{firstName}}, the financial aid office added "{{taskName}}" to the {{aidYear}} task list for {{studentFirstName}}.\n\nA note from the office: {{note}}\n\nSign in to complete it.\n\n— {{schoolName}} Financial Aid Office'),
  (NULL, 'TASK_ADDED', 'EMAIL', 'es', 'New task-list item (e-mail), Spanish', 'Una tarea nueva para la verificación de su ayuda financiera',
   E'Hola, {{firstName}}: la oficina de ayuda financiera agregó "{{taskName}}" a la lista de tareas de {{studentFirstName}} del año de ayuda {{aidYear}}.\n\nUna nota de la oficina: {{note}}\n\nInicie sesión para completarla.\n\n— Oficina de Ayuda Financiera de {{schoolName}}'),
  (NULL, 'INTERVIEW_SUBMITTED', 'EMAIL', 'en', 'Interview received (e-mail)', '{{taskName}}: received',
   E'We received your {{taskName}}.\n\n— {{schoolName}} Financial Aid Office'),
  (NULL, 'INTERVIEW_SUBMITTED', 'EMAIL', 'es', 'Interview received (e-mail), Spanish', 'Recibimos su {{taskName}}',
   E'Recibimos su {{taskName}}.\n\n— Oficina de Ayuda Financiera de {{schoolName}}'),
  (NULL, 'INTERVIEW_SUBMITTED_MESSAGE', 'EMAIL', 'en', 'Interview received, with the builder''s text (e-mail)', '{{taskName}}: received',
   E'{{message}}\n\n— {{schoolName}} Financial Aid Office'),
  (NULL, 'INTERVIEW_SUBMITTED_MESSAGE', 'EMAIL', 'es', 'Interview received, with the builder''s text (e-mail), Spanish', 'Recibimos su {{taskName}}',
   E'Un mensaje de la oficina de ayuda financiera:\n\n{{message}}\n\n— Oficina de Ayuda Financiera de {{schoolName}}'),
  (NULL, 'ACCOUNT_MADE_BY_STAFF', 'EMAIL', 'en', 'Account made by staff: choose a password (e-mail)', 'Choose your password',
   E'Hello {{firstName}}, the financial aid office made your account. Open this link within {{minutes}} minutes to choose your password: {{resetLink}} . After that, use "Forgot password" on the sign-in page for a new link.\n\n— {{schoolName}} Financial Aid Office'),
  (NULL, 'ACCOUNT_MADE_BY_STAFF', 'EMAIL', 'es', 'Account made by staff: choose a password (e-mail), Spanish', 'Elija su contraseña',
   E'Hola, {{firstName}}: la oficina de ayuda financiera creó su cuenta. Abra este enlace en los próximos {{minutes}} minutos para elegir su contraseña: {{resetLink}} . Después, use "¿Olvidó su contraseña?" en la página de inicio de sesión para recibir un enlace nuevo.\n\n— Oficina de Ayuda Financiera de {{schoolName}}');
