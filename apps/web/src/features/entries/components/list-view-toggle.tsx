import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ListView } from '../hooks/use-list-view';

type Props = { view: ListView; onChange: (view: ListView) => void };

/** Table or cards (issue 13): two pressed/unpressed buttons, so each says its state to screen readers. */
export function ListViewToggle({ view, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Button.Group aria-label={t('entries.view.label')}>
      {(['table', 'cards'] as const).map((option) => (
        <Button
          key={option}
          variant={view === option ? 'filled' : 'default'}
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          data-testid={`entries-view-${option}`}
        >
          {t(`entries.view.${option}`)}
        </Button>
      ))}
    </Button.Group>
  );
}
