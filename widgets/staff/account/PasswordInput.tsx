import type { InputHTMLAttributes } from 'react';

/**
 * The password input of the account forms, placed in a `Field` (which gives it its id and ARIA
 * attributes, passed on here). `fresh` marks a new password, so the browser offers to make and
 * save one instead of filling in the current one.
 */
export function PasswordInput({
  value,
  onValue,
  fresh = false,
  ...field
}: {
  value: string;
  onValue: (value: string) => void;
  fresh?: boolean;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>) {
  return (
    <input
      {...field}
      type="password"
      autoComplete={fresh ? 'new-password' : 'current-password'}
      value={value}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}
