import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../lib/session';
import { displayNameOf } from './signed-in-user';

type Props = { user: SessionUser } & ButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps | 'children'>;

/** The account menu's button: the signed-in user's name. */
export function AccountButton({ user, ...props }: Props) {
  const { t } = useTranslation();
  const name = displayNameOf(user);
  return (
    <Button variant="default" data-testid="account-menu" aria-label={t('nav.accountMenu', { name })} {...props}>
      {name}
    </Button>
  );
}
