-- A school's own e-mail sender (issue 29): the name families see as the sender and where their replies go. Without
-- them, the school's name and the installation's MAIL_REPLY_TO. The address itself stays MAIL_FROM (the domain the
-- installation signs with DKIM and that its relay may send for).
ALTER TABLE school
  ADD COLUMN mail_sender_name text CHECK (mail_sender_name <> '' AND length(mail_sender_name) <= 100),
  ADD COLUMN mail_reply_to text CHECK (mail_reply_to <> '' AND length(mail_reply_to) <= 254);
