import { Badge, Group, Image, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { flagImage, languageName } from '../utils/language-flags';

/** §2 spoken-language flags, each named for screen readers and on hover. */
export function LanguageFlags({ languages }: { languages: string[] }) {
  const { i18n } = useTranslation();
  if (languages.length === 0) return <Text size="sm">—</Text>;
  return (
    <Group gap={6}>
      {languages.map((code) => {
        const name = languageName(code, i18n.language);
        const src = flagImage(code);
        return src ? (
          <Image key={code} src={src} alt={name} title={name} w={24} h={16} fit="cover" radius={2} />
        ) : (
          <Badge key={code} color="gray.8" variant="filled" size="sm" title={name} aria-label={name}>
            {code.toUpperCase()}
          </Badge>
        );
      })}
    </Group>
  );
}
