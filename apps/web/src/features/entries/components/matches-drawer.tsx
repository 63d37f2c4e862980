import { Drawer, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entry } from '@freight/shared/entries';
import { MATCH_RADII_KM, type MatchRadiusKm } from '@freight/shared/matching';
import type { MatchListKind } from '../api/entry-matches';
import { MatchList } from './match-list';

type Props = {
  /** The own entry whose matches are shown; null when the drawer is closed. */
  entry: Entry | null;
  radius: MatchRadiusKm;
  onRadiusChange: (radius: MatchRadiusKm) => void;
  onClose: () => void;
};

/**
 * Issue 17 items 5–6: the ranked matches of an own entry beside its list, with the radius they are
 * sought in, and for a truck its return loads. A drawer is a dialog: it holds the focus, Escape closes
 * it and the focus goes back to the count that opened it.
 */
export function MatchesDrawer({ entry, radius, onRadiusChange, onClose }: Props) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<MatchListKind>('matches');
  // Another entry opens on its matches (React's "adjust state on a prop change" pattern, no effect).
  const [shownUid, setShownUid] = useState(entry?.uid);
  if (entry && entry.uid !== shownUid) {
    setShownUid(entry.uid);
    setKind('matches');
  }
  const truck = entry?.form_type === 'truck';
  const shownKind = truck ? kind : 'matches';
  const rule = shownKind === 'return-loads' ? 'matching.ruleReturnLoads' : truck ? 'matching.ruleWares' : 'matching.ruleTrucks';
  const list = entry && <MatchList params={{ formType: entry.form_type, uid: entry.uid, kind: shownKind, radius }} />;

  return (
    <Drawer
      opened={entry !== null}
      onClose={onClose}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={entry ? t('matching.title', { id: entry.identification_id }) : ''}
      data-testid="matches-drawer"
    >
      {entry && (
        <Stack gap="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="matches-radius-label">
              {t(shownKind === 'return-loads' ? 'matching.radiusUnloading' : 'matching.radius')}
            </Text>
            <SegmentedControl
              aria-labelledby="matches-radius-label"
              value={String(radius)}
              onChange={(value) => onRadiusChange(Number(value) as MatchRadiusKm)}
              data={MATCH_RADII_KM.map((km) => ({ value: String(km), label: t('matching.radiusKm', { km }) }))}
              data-testid="matches-radius"
            />
          </Stack>
          <Text size="sm" c="dimmed">
            {t(rule, { km: radius })}
          </Text>
          {truck ? (
            <Tabs value={kind} onChange={(value) => setKind(value === 'return-loads' ? 'return-loads' : 'matches')} keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="matches" data-testid="matches-tab-matches">
                  {t('matching.tabWares')}
                </Tabs.Tab>
                <Tabs.Tab value="return-loads" data-testid="matches-tab-return-loads">
                  {t('matching.tabReturnLoads')}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="matches" pt="sm">
                {kind === 'matches' && list}
              </Tabs.Panel>
              <Tabs.Panel value="return-loads" pt="sm">
                {kind === 'return-loads' && list}
              </Tabs.Panel>
            </Tabs>
          ) : (
            list
          )}
        </Stack>
      )}
    </Drawer>
  );
}
