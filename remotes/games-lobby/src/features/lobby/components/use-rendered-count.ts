import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of `list` to render: `first` when a new list arrives, then all of them in a transition. A
 * transition render yields to the browser every few milliseconds, so a long list no longer blocks the page in one
 * task; the first items (the first screen) still paint with the list's first render.
 */
export function useRenderedCount(list: readonly unknown[], first: number): number {
  const [rendered, setRendered] = useState({ list, count: first });
  // A new list (another page, vendor or tab) starts again from `first`: set during render, as React advises for
  // state derived from a prop, so the old count never renders the new list at once.
  const current = rendered.list === list ? rendered : { list, count: first };
  if (current !== rendered) setRendered(current);
  useEffect(() => {
    if (current.count < list.length) startTransition(() => setRendered({ list, count: list.length }));
  }, [current.count, list]);
  return Math.min(current.count, list.length);
}
