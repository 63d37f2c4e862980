import { createContext, useContext, type ReactNode } from 'react';
import type { Entry } from '@freight/shared/listings';

/**
 * What app/ adds to an entry's details from another feature (issue 31: "Make an offer" of deals),
 * without listings knowing that feature: features never import each other (DESIGN §2).
 */
export type EntryExtras = (entry: Entry) => ReactNode;

export const EntryExtrasContext = createContext<EntryExtras | null>(null);

export function EntryExtrasSlot({ entry }: { entry: Entry }) {
  const extras = useContext(EntryExtrasContext);
  return extras ? extras(entry) : null;
}
