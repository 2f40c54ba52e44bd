import type { ReactNode } from 'react';

/**
 * A table's head row, the one way the widgets name their columns: each label a column header
 * (`scope="col"`, so a screen reader names a cell by it); `children` adds headers with their own
 * markup after the labels.
 */
export function ColumnHeads({ labels, children }: { labels: ReactNode[]; children?: ReactNode }) {
  return (
    <thead>
      <tr>
        {labels.map((label, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed positions
          <th key={i} scope="col">
            {label}
          </th>
        ))}
        {children}
      </tr>
    </thead>
  );
}
