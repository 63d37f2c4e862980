import { createContext, useContext, type ReactNode } from 'react';
import type { Entry } from '@freight/shared/entries';

/**
 * What app/ adds to another company's live entry from another feature (issue 31: "Make an offer" of
 * deals), without entries knowing that feature: features never import each other (DESIGN §2).
 * `compact`: a table row's cell, where only an icon with its name and tooltip fits.
 */
export type EntryExtras = (entry: Entry, options: { compact: boolean }) => ReactNode;

export const EntryExtrasContext = createContext<EntryExtras | null>(null);

/** Whether the list adds anything to this entry: others' live entries, where app/ provides extras. */
export function useHasEntryExtras(entry: Entry): boolean {
  return useContext(EntryExtrasContext) !== null && !entry.is_own && !entry.expired;
}

export function EntryExtrasSlot({ entry, compact = false }: { entry: Entry; compact?: boolean }) {
  const extras = useContext(EntryExtrasContext);
  return extras ? extras(entry, { compact }) : null;
}
