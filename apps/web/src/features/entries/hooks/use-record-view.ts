import { useEffect, useRef, useState } from 'react';
import type { Entry } from '@freight/shared/entries';
import { viewEntry } from '../api/view-entry';

/**
 * §4: opening an entry's details records a view, once per shown entry (card or table row); the
 * answer is the new count. A failure is only logged (§8): the member still sees the details.
 */
export function useRecordView(entry: Pick<Entry, 'uid' | 'form_type' | 'view_count'>, expanded: boolean): number {
  const [viewCount, setViewCount] = useState(entry.view_count);
  const viewed = useRef(false);
  const { uid, form_type: formType } = entry;

  useEffect(() => {
    if (!expanded || viewed.current) return;
    viewed.current = true;
    viewEntry(formType, uid).then(
      (answer) => setViewCount(answer.view_count),
      (error: unknown) => console.error('Recording the view failed', error),
    );
  }, [expanded, formType, uid]);

  return viewCount;
}
