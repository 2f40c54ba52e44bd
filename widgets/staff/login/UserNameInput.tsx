import type { Ref } from 'react';

/**
 * The user-name input of both logins (the `/admin` screen and the footer's modal), after its
 * label: the browser's saved user name, and no capital letter or spelling fix a phone would add.
 */
export function UserNameInput({
  value,
  onValue,
  ...input
}: {
  id: string;
  value: string;
  onValue: (value: string) => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  'aria-describedby'?: string | undefined;
}) {
  return (
    <input
      {...input}
      type="text"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      onChange={(e) => onValue(e.target.value)}
      required
    />
  );
}
