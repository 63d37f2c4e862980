import { Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UI_LANGUAGES } from '@freight/shared/languages';
import { currentLanguage } from '../lib/i18n';
import { Flag, LanguageButton } from './language-button';
import { useMenuOpenedOnMount } from './menu-on-demand';

/** The five interface languages in a menu; the choice is remembered across visits (lib/i18n). */
export function LanguageMenu({ openOnMount }: { openOnMount: boolean }) {
  const { t, i18n } = useTranslation();
  const { opened, onChange, target } = useMenuOpenedOnMount(openOnMount);
  const active = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>
        <LanguageButton ref={target} />
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
