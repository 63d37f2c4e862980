import { Box, Group, Paper, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RealtimeStats } from '@freight/shared/content';
import { useFormat } from '../../../lib/format/use-format';
import { useRealtimeStats } from '../api/get-realtime-stats';

/** §9: the banner moves 0.5 px per frame; each item is at least 300 px wide. */
const PIXELS_PER_FRAME = 0.5;
const ITEM_MIN_WIDTH = 300;

const STAT_KEYS: (keyof RealtimeStats)[] = ['available_trucks', 'available_wares', 'truck_last_24h', 'ware_last_24h', 'active_users'];

function StatItem({ name, value }: { name: keyof RealtimeStats; value: number | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Group gap="xs" miw={ITEM_MIN_WIDTH} px="lg" py="sm" wrap="nowrap" justify="center" data-testid={`stat-${name}`}>
      <Text fw={800} fz="xl" c="blue.8">
        {value === undefined ? '–' : format.number(value)}
      </Text>
      <Text size="sm">{t(`stats.${name}`)}</Text>
    </Group>
  );
}

/** Landing banner of realtime statistics: scrolls, pauses on hover or focus, stands still for reduced motion. */
export function StatsBanner() {
  const { t } = useTranslation();
  const { data } = useRealtimeStats();
  const reducedMotion = useReducedMotion();
  const trackRef = useRef<HTMLDivElement>(null);
  const paused = useRef(false);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || reducedMotion) return;
    let offset = 0;
    let frame = requestAnimationFrame(function step() {
      if (!paused.current) {
        // The items are rendered twice; after one full copy has passed, start over seamlessly.
        const loopWidth = track.scrollWidth / 2;
        offset = loopWidth > 0 ? (offset + PIXELS_PER_FRAME) % loopWidth : 0;
        track.style.transform = `translateX(${-offset}px)`;
      }
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [reducedMotion]);

  const items = STAT_KEYS.map((name) => <StatItem key={name} name={name} value={data?.[name]} />);
  return (
    <Paper
      component="section"
      aria-label={t('stats.title')}
      data-testid="stats-banner"
      withBorder
      radius={0}
      bg="blue.0"
      style={{ overflow: 'hidden' }}
      onMouseEnter={() => (paused.current = true)}
      onMouseLeave={() => (paused.current = false)}
      onFocus={() => (paused.current = true)}
      onBlur={() => (paused.current = false)}
    >
      {reducedMotion ? (
        <Group justify="center" gap={0}>
          {items}
        </Group>
      ) : (
        <Box ref={trackRef} data-testid="stats-track" style={{ display: 'flex', width: 'max-content', willChange: 'transform' }}>
          {items}
          <Box aria-hidden style={{ display: 'flex' }}>
            {STAT_KEYS.map((name) => (
              <StatItem key={name} name={name} value={data?.[name]} />
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
