import { entries } from '../../db/schema-listings';

/**
 * What a mail line shows of an entry (new-entry digests, search agent mails): its id and its route, the
 * cities by id so placeNamerFor names them in the reader's language, as typed for hand-added ones.
 */
export const entryMailLineColumns = {
  uid: entries.uid,
  identificationId: entries.identificationId,
  loadingCountry: entries.loadingCountry,
  loadingCityId: entries.loadingCityId,
  loadingCityName: entries.loadingCityName,
  loadingDateStart: entries.loadingDateStart,
  unloadingCountry: entries.unloadingCountry,
  unloadingCityId: entries.unloadingCityId,
  unloadingCityName: entries.unloadingCityName,
};
