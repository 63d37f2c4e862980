import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';

export type ListView = 'table' | 'cards';

/** Remembered per member device (issue 13): a dispatcher who prefers cards keeps them after a reload. */
export const LIST_VIEW_STORAGE_KEY = 'entries.view';

/** The dashboard's md breakpoint (theme.ts, 60em = 960 px): the sidebar shows and a table row fits from here. */
export const TABLE_MIN_WIDTH_QUERY = '(min-width: 60em)';

function storedView(): ListView | null {
  try {
    const value = localStorage.getItem(LIST_VIEW_STORAGE_KEY);
    return value === 'table' || value === 'cards' ? value : null;
  } catch {
    // Storage can be refused (private modes, policies); the default view still works.
    return null;
  }
}

/**
 * The entry lists' view: the dense table by default on screens of 960 px and more, cards below
 * (no table on phones, whatever was chosen on a laptop). The choice applies only where both fit.
 */
export function useListView() {
  const wide = useMediaQuery(TABLE_MIN_WIDTH_QUERY) ?? false;
  const [chosen, setChosen] = useState<ListView | null>(storedView);
  const choose = (view: ListView) => {
    setChosen(view);
    try {
      localStorage.setItem(LIST_VIEW_STORAGE_KEY, view);
    } catch {
      // Not remembered, but switched for this visit.
    }
  };
  return { view: wide ? (chosen ?? 'table') : ('cards' as ListView), canChoose: wide, choose };
}
