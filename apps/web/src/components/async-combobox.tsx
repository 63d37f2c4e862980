import { Combobox, InputBase, Loader, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '../lib/alerts/alert';

/** How one typed text is looked up: the query's key and function (TanStack `queryOptions` fit). */
export type Lookup<T> = { queryKey: QueryKey; queryFn(context: { signal: AbortSignal }): Promise<T[]>; staleTime?: number };

/** An option beyond the looked-up ones (a city kept as typed). `choose` answers the text the field then shows. */
export type ExtraOption = { label: ReactNode; testId: string; choose(): string };

type Props<T> = {
  id: string;
  label: string;
  testId: string;
  placeholder: string;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** The chosen value's text: shown, and restored when the member leaves the field with other text typed. */
  chosenText: string | undefined;
  /** Looked up from this many typed characters; a hint before. */
  minChars: number;
  hint: string;
  none: string;
  /** The lookup of the debounced text. */
  lookup(text: string): Lookup<T>;
  /** False while the lookup cannot run yet (no country chosen). */
  enabled?: boolean;
  /** i18n key of the alert shown when the lookup fails. */
  failedAlertKey: string;
  optionKey(item: T): string;
  optionTestId?(item: T): string;
  renderOption(item: T): ReactNode;
  isActive(item: T): boolean;
  /** The member chose an item: answers the text the field shows. */
  onChoose(item: T): string;
  /** The member typed: a previous choice no longer holds. */
  onType(): void;
  extraOption?(typed: string, results: T[]): ExtraOption | null;
};

const EXTRA = '__extra__';
const DEBOUNCE_MS = 300;
const OPTIONS_MAX_HEIGHT = 280;

/**
 * The one typed-lookup field of the app (the city and company pickers): results from `minChars`
 * typed characters, a hint before, "loading" while the answer is pending, a no-results text, an
 * optional extra option. The listbox is named by the field's label and holds options only.
 */
export function AsyncCombobox<T>(props: Props<T>) {
  const { t } = useTranslation();
  const { chosenText, failedAlertKey } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState(chosenText ?? '');
  const [debounced] = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const lookup = props.lookup(debounced);
  const results = useQuery({
    queryKey: lookup.queryKey,
    queryFn: ({ signal }) => lookup.queryFn({ signal }),
    staleTime: lookup.staleTime ?? 60_000,
    enabled: (props.enabled ?? true) && debounced.length >= props.minChars,
    placeholderData: keepPreviousData,
  });
  const typed = search.trim();
  const longEnough = typed.length >= props.minChars;
  const settled = longEnough && debounced === typed && !results.isFetching;
  const options = settled ? (results.data ?? []) : [];
  const extra = settled && props.extraOption ? props.extraOption(typed, options) : null;

  // A value chosen elsewhere (a URL, the edit form's prefill) shows its text; adjusted while rendering,
  // as React advises for state derived from a prop that changes.
  const [shownText, setShownText] = useState(chosenText);
  if (chosenText !== shownText) {
    setShownText(chosenText);
    if (chosenText !== undefined) setSearch(chosenText);
  }

  useEffect(() => {
    if (results.isError) alert.danger(failedAlertKey, { details: results.error });
  }, [results.isError, results.error, failedAlertKey]);

  const choose = (value: string) => {
    const item = options[Number(value)];
    const text = value === EXTRA ? extra?.choose() : item !== undefined ? props.onChoose(item) : undefined;
    if (text !== undefined) setSearch(text);
    combobox.closeDropdown();
  };

  // The texts in place of options sit outside the listbox, which may hold options only (ARIA).
  let emptyText: { text: string; testId?: string } | null = null;
  if (!longEnough) emptyText = { text: props.hint, testId: `${props.testId}-hint` };
  else if (!settled) emptyText = { text: t('common.loading') };
  else if (options.length === 0) emptyText = { text: props.none, testId: `${props.testId}-none` };

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <InputBase
          id={props.id}
          label={props.label}
          withAsterisk={props.required}
          disabled={props.disabled}
          placeholder={props.placeholder}
          value={search}
          autoComplete="off"
          error={props.error}
          rightSection={results.isFetching ? <Loader size="xs" role="status" aria-label={t('common.loading')} /> : null}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            props.onType();
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch(chosenText ?? '');
          }}
          data-testid={props.testId}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        {emptyText && (
          <Combobox.Empty aria-live="polite" data-testid={emptyText.testId}>
            {emptyText.text}
          </Combobox.Empty>
        )}
        {/* A long answer (20 cities) scrolls inside the dropdown, which thus always fits on the screen. */}
        <Combobox.Options aria-label={props.label} mah={OPTIONS_MAX_HEIGHT} style={{ overflowY: 'auto' }}>
          {options.map((item, index) => (
            <Combobox.Option
              value={String(index)}
              key={props.optionKey(item)}
              active={props.isActive(item)}
              data-testid={props.optionTestId?.(item)}
            >
              {props.renderOption(item)}
            </Combobox.Option>
          ))}
          {extra && (
            <Combobox.Option value={EXTRA} data-testid={extra.testId}>
              {extra.label}
            </Combobox.Option>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
