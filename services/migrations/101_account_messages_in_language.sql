-- The messages about a student's or parent's account (issue 26) go out in the account's language, like the sign-in
-- code and the reminders: welcome, password reset link, sign-in e-mail changed, mobile number confirmation code.
-- They were written in code; as templates a school can word them on /MessageTemplates too. Each names its school
-- ({{schoolName}}) where the code signed it before ("— <school> Financial Aid Office", a text's "<school>: ").
INSERT INTO notification_template (school_code, code, channel, language, name, subject, body) VALUES
  (NULL, 'ACCOUNT_WELCOME', 'EMAIL', 'en', 'New account (e-mail)', 'Your financial aid verification account',
   E'Hello {{firstName}}, your account is ready. Sign in to see the verification tasks for {{studentFirstName}}''s financial aid and complete them online.\n\n— {{schoolName}} Financial Aid Office'),
  (NULL, 'ACCOUNT_WELCOME', 'EMAIL', 'es', 'New account (e-mail), Spanish', 'Su cuenta para la verificación de su ayuda financiera',
   E'Hola, {{firstName}}: su cuenta está lista. Inicie sesión para ver las tareas de verificación de la ayuda financiera de {{studentFirstName}} y complételas en línea.\n\n— Oficina de Ayuda Financiera de {{schoolName}}'),
  (NULL, 'PASSWORD_RESET', 'EMAIL', 'en', 'Password reset link (e-mail)', 'Reset your password',
   E'Hello {{firstName}}, open this link within {{minutes}} minutes to choose a new password: {{resetLink}} . If you did not ask for this, ignore this e-mail.\n\n— {{schoolName}} Financial Aid Office'),
  (NULL, 'PASSWORD_RESET', 'EMAIL', 'es', 'Password reset link (e-mail), Spanish', 'Restablezca su contraseña',
   E'Hola, {{firstName}}: abra este enlace en los próximos {{minutes}} minutos para elegir una contraseña nueva: {{resetLink}} . Si usted no lo pidió, no haga caso de este correo electrónico.\n\n— Oficina de Ayuda Financiera de {{schoolName}}'),
  (NULL, 'EMAIL_CHANGED', 'EMAIL', 'en', 'Sign-in e-mail changed (e-mail)', 'Your sign-in e-mail changed',
   E'The sign-in e-mail of your financial aid account is now {{newEmail}}. If you did not ask for this, call the financial aid office.\n\n— {{schoolName}} Financial Aid Office'),
  (NULL, 'EMAIL_CHANGED', 'EMAIL', 'es', 'Sign-in e-mail changed (e-mail), Spanish', 'Cambió su correo electrónico para iniciar sesión',
   E'El correo electrónico para iniciar sesión en su cuenta de ayuda financiera ahora es {{newEmail}}. Si usted no lo pidió, llame a la oficina de ayuda financiera.\n\n— Oficina de Ayuda Financiera de {{schoolName}}'),
  (NULL, 'PHONE_CONFIRMATION', 'SMS', 'en', 'Mobile number confirmation code (text message)', 'Confirm your mobile number',
   '{{schoolName}}: Your financial aid confirmation code is {{code}}. It expires in {{minutes}} minutes.'),
  (NULL, 'PHONE_CONFIRMATION', 'SMS', 'es', 'Mobile number confirmation code (text message), Spanish', 'Confirme su número de celular',
   '{{schoolName}}: Su código de confirmación de ayuda financiera es {{code}}. Vence en {{minutes}} minutos.');
