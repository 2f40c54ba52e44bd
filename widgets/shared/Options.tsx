import type { ReactNode } from 'react';

/** A `<select>`'s options: each of `values` with its German `label`. */
export function Options<T extends string | number>({
  values,
  label,
}: {
  values: readonly T[];
  label: (value: T) => ReactNode;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
