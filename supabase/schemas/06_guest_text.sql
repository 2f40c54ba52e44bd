-- Why: the database refuses what every form refuses (src/domain/text.ts: isEmailAddress(),
-- isSingleLineText(), isMultiLineText()), one definition of each rule for every table: an e-mail
-- address follows the forms' one pattern, and a guest's text holds no control characters or bidi
-- controls (text of several lines may keep line breaks and tabs). A table checks a column by casting
-- it to its domain in a check constraint (`email::public.email_address = email`): the cast raises
-- check_violation for a value the domain refuses, and a constraint added NOT VALID keeps a row
-- stored before the rule was this strict.
create domain public.email_address as text check (
  char_length(value) <= 254
  and value ~ '^(?:[A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
);

create domain public.single_line_text as text
  check (value !~ '[\x01-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]');

create domain public.multi_line_text as text
  check (value !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]');
