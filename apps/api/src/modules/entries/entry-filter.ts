import type { FormType } from '@freight/shared/entries';
import type { KeysetCursor } from '../../db/cursor';

/** A search of DESIGN §3 (or one entry's read by `uid`), as the search statement takes it. */
export type EntryFilter = {
  formType: FormType;
  now: Date;
  limit: number;
  direction: 'asc' | 'desc';
  /** `?my=true`: the caller's company, expired included; otherwise search lists without expired entries. */
  companyId?: number;
  loadingCountry?: string;
  loadingCityId?: number;
  /** Km around loadingCityId instead of that city alone (issue 12). */
  loadingRadiusKm?: number;
  unloadingCountry?: string;
  unloadingCityId?: number;
  unloadingRadiusKm?: number;
  maxWeight?: number;
  maxMdp?: number;
  identificationId?: string;
  /** Loading-date range (YYYY-MM-DD, issue 13): entries whose loading window overlaps [from, to]. */
  loadingDateFrom?: string;
  loadingDateTo?: string;
  /** What the list is sorted by (with `direction`): the last change, or the first loading day. */
  sort?: EntrySort;
  cursor?: KeysetCursor;
  uid?: string;
  /** These entries only (matching reads the entries it ranked, issue 17). */
  ids?: readonly number[];
};

export type EntrySort = 'modified' | 'loading_date';

/** What a search learns before its statement: the earliest first loading day its entries can have. */
export type SearchBounds = { earliestStart?: string };
