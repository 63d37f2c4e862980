import { Group, Text } from '@mantine/core';
import { CountryFlag, languageFlagCountry } from '../../../components/country-flag';
import { useFormat } from '../../../lib/format/use-format';

/**
 * §2 spoken-language flags: every language an employee speaks shows its flag and its name in the
 * reader's language (issue 35 item 3: a bare code such as it, pl or sr tells a reader little), so a flag shared by two
 * readings never has to be guessed.
 */
export function LanguageFlags({ languages }: { languages: string[] }) {
  const format = useFormat();
  if (languages.length === 0) return <Text size="sm">—</Text>;
  return (
    <Group gap={10} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="spoken-languages">
      {languages.map((code) => {
        const name = format.language(code);
        const country = languageFlagCountry(code);
        return (
          <Group key={code} gap={4} wrap="nowrap" component="li" data-language={code}>
            {country && <CountryFlag code={country} />}
            <Text size="sm" span>
              {name}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
