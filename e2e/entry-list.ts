import type { Locator, Page } from '@playwright/test';
import { text } from './catalogue';

const FILTER_ROLES = {
  loadingCountry: 'combobox',
  unloadingCountry: 'combobox',
  loadingRadius: 'combobox',
  unloadingRadius: 'combobox',
  maxWeight: 'spinbutton',
  maxMdp: 'spinbutton',
  identification: 'textbox',
} as const;

/**
 * A search or own list of entries as a member reads it in `lang`: the filters by their labels, the
 * buttons by their names, an entry's expand button by its identification id (a table row and a card
 * name it alike).
 */
export function entryList(page: Page, lang: string) {
  const t = (key: string) => text(lang, key);
  return {
    showFilters: page.getByRole('button', { name: t('entries.filters.show'), exact: true }),
    filter: (key: keyof typeof FILTER_ROLES) => page.getByRole(FILTER_ROLES[key], { name: t(`entries.filters.${key}`), exact: true }),
    city: (side: 'loading' | 'unloading') => page.getByRole('textbox', { name: t(`entries.filters.${side}City`), exact: true }),
    /** The button that opens the loading dates' calendar. */
    loadingDates: page.getByRole('button', { name: t('entries.filters.loadingDates'), exact: true }),
    apply: page.getByRole('button', { name: t('entries.filters.apply'), exact: true }),
    expand: (id: string) => page.getByRole('button', { name: t('entries.card.expand').replace('{{id}}', id), exact: true }),
    /** An own entry's action in its row or card (`scope`), named by what it does; edit is a link to the form. */
    action: (scope: Locator, name: 'edit' | 'refresh' | 'delete') =>
      scope.getByRole(name === 'edit' ? 'link' : 'button', { name: t(`entries.actions.${name}`), exact: true }),
    /** The Delete of the confirmation that a delete opens. */
    confirmDelete: page
      .getByRole('dialog', { name: t('entries.actions.deleteTitle'), exact: true })
      .getByRole('button', { name: t('entries.actions.delete'), exact: true }),
    /** A column's header by its full name (a short label beside it is hidden from screen readers). */
    column: (key: string) => page.getByRole('columnheader', { name: t(`entries.table.${key}`), exact: true }),
    view: (view: 'table' | 'cards') =>
      page
        .getByRole('group', { name: t('entries.view.label'), exact: true })
        .getByRole('button', { name: t(`entries.view.${view}`), exact: true }),
  };
}
