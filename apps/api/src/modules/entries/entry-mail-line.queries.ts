import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { entries } from '../../db/schema-entries';

type MailLineColumn =
  | 'uid'
  | 'identificationId'
  | 'loadingCountry'
  | 'loadingCityId'
  | 'loadingCityName'
  | 'loadingDateStart'
  | 'unloadingCountry'
  | 'unloadingCityId'
  | 'unloadingCityName';

/**
 * What a mail line shows of an entry (new-entry digests, search agent mails): its id and its route, the
 * cities by id so placeNamerFor names them in the reader's language, as typed for hand-added ones. Read
 * from the table, or from a view of it another module joins (entryView, decision 030).
 */
export const entryMailLineColumnsOf = <E extends Record<MailLineColumn, AnyPgColumn>>(entry: E): Pick<E, MailLineColumn> => ({
  uid: entry.uid,
  identificationId: entry.identificationId,
  loadingCountry: entry.loadingCountry,
  loadingCityId: entry.loadingCityId,
  loadingCityName: entry.loadingCityName,
  loadingDateStart: entry.loadingDateStart,
  unloadingCountry: entry.unloadingCountry,
  unloadingCityId: entry.unloadingCityId,
  unloadingCityName: entry.unloadingCityName,
});

export const entryMailLineColumns = entryMailLineColumnsOf(entries);
