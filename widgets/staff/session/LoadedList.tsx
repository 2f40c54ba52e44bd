import type { ReactNode } from 'react';

/**
 * A staff list in its three states: `loading` while `items` is undefined, `empty` when there are
 * none, else a `<ul>` of `children(item)` (each an `<li>` with its key).
 */
export function LoadedList<T>(props: {
  items: readonly T[] | undefined;
  loading: string;
  empty: string;
  className: string;
  children: (item: T) => ReactNode;
}) {
  if (props.items === undefined) return <p className="staff-muted">{props.loading}</p>;
  if (props.items.length === 0) return <p className="staff-empty">{props.empty}</p>;
  return <ul className={props.className}>{props.items.map(props.children)}</ul>;
}
