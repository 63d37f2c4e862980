import { Group, Image, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '@freight/shared/languages';
import { currentLanguage } from '../lib/i18n';

export function Flag({ language }: { language: UiLanguage }) {
  return <Image src={`/flags/${language}.svg`} alt="" w={24} h={16} fit="cover" radius={2} />;
}

type Props = UnstyledButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof UnstyledButtonProps | 'children'>;

/** The language selector's button: the flag and code of the interface language. */
export function LanguageButton(props: Props) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    // WCAG 2.5.3 label in name: the spoken name begins with the visible code ("DE"), so "click DE" works by voice.
    // Not in parentheses: axe 4.14 (Lighthouse) reads a parenthetical as an aside and left the code out (issue 35).
    <UnstyledButton aria-label={`${active.toUpperCase()} – ${t('language.choose')}`} data-testid="language-selector" p={4} {...props}>
      <Group gap={6} wrap="nowrap">
        <Flag language={active} />
        <span>{active.toUpperCase()}</span>
      </Group>
    </UnstyledButton>
  );
}
