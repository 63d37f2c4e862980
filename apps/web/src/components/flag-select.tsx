import { Group, type SelectProps } from '@mantine/core';
import { EUROPEAN_COUNTRIES } from '@freight/shared/countries';
import { CountryFlag } from './country-flag';

const PREFIX_COUNTRY: ReadonlyMap<string, string> = new Map(EUROPEAN_COUNTRIES.map(({ code, prefix }) => [prefix, code]));

/** The country of a calling code (+40 → RO): each European calling code here belongs to one country. */
export const countryOfPrefix = (prefix: string): string | undefined => PREFIX_COUNTRY.get(prefix);

/** A country code names itself. */
export const countryOfCode = (code: string): string => code;

/**
 * A picker's flags (issue 35 item 6): each option of a Mantine Select starts with its country's flag, and
 * so does the field once an option is chosen. `flagOf` says which country an option's value stands for.
 */
export function flagSelectProps(
  flagOf: (value: string) => string | undefined,
  value: string | null,
): Pick<SelectProps, 'renderOption' | 'leftSection'> {
  const chosen = value ? flagOf(value) : undefined;
  return {
    renderOption: ({ option }) => {
      const country = flagOf(option.value);
      return (
        <Group gap={8} wrap="nowrap">
          {country && <CountryFlag code={country} />}
          {option.label}
        </Group>
      );
    },
    leftSection: chosen ? <CountryFlag code={chosen} /> : undefined,
  };
}

/** The flag of a native country select's chosen country, for its left section. */
export function chosenFlag(code: string | null | undefined) {
  return code ? <CountryFlag code={code} /> : undefined;
}
