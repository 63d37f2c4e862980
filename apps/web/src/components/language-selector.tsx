import { Group, Image, Menu, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES, type UiLanguage } from '@freight/shared/languages';
import { currentLanguage } from '../lib/i18n';

function Flag({ language }: { language: UiLanguage }) {
  return <Image src={`/flags/${language}.svg`} alt="" w={24} h={16} fit="cover" radius={2} />;
}

/** Flag selector for the five interface languages; the choice is remembered across visits (lib/i18n). */
export function LanguageSelector() {
  const { t, i18n } = useTranslation();
  const active = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* WCAG 2.5.3 label in name: the spoken name holds the visible code ("DE"), so "click DE" works by voice. */}
        <UnstyledButton aria-label={`${t('language.choose')} (${active.toUpperCase()})`} data-testid="language-selector" p={4}>
          <Group gap={6} wrap="nowrap">
            <Flag language={active} />
            <span>{active.toUpperCase()}</span>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {UI_LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            leftSection={<Flag language={language} />}
            onClick={() => void i18n.changeLanguage(language)}
            aria-current={language === active ? 'true' : undefined}
            data-testid={`language-${language}`}
            lang={language}
          >
            {t(`language.names.${language}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
