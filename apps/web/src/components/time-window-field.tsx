import { CloseButton, Group, Input, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './time-window-field.module.css';

/** Every half hour of the 24-hour clock (§3: no AM/PM), 00:00 … 23:30. */
export const HALF_HOURS: readonly string[] = Array.from(
  { length: 48 },
  (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`,
);

export type TimeWindow = { start: string; end: string };

type Props = {
  label: string;
  value: TimeWindow;
  onChange: (window: TimeWindow) => void;
  /** The ids a failed save focuses: the field's button carries the start's, the end's list the end's. */
  ids?: { start: string; end: string };
  error?: string;
  'data-testid'?: string;
};

type ListProps = {
  listRef?: (element: HTMLDivElement | null) => void;
  label: string;
  times: readonly string[];
  chosen: string;
  onChoose: (time: string) => void;
  autoFocus: boolean;
  testId: string;
};

/** One column of the window: a listbox of times, arrow keys move, Enter or Space chooses. */
function TimeList({ listRef, label, times, chosen, onChoose, autoFocus, testId }: ListProps) {
  const labelId = useId();
  const [active, setActive] = useState(() => Math.max(0, times.indexOf(chosen || '08:00')));
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 4, PageUp: -4, Home: -times.length, End: times.length };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      setActive((index) => Math.min(times.length - 1, Math.max(0, index + step)));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const time = times[active];
      if (time) onChoose(time);
    }
  };
  const optionId = (index: number) => `${labelId}-option-${index}`;
  return (
    <Stack gap={4} className={classes.column}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <div
        role="listbox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-activedescendant={optionId(active)}
        onKeyDown={move}
        className={classes.list}
        data-autofocus={autoFocus || undefined}
        data-testid={testId}
        ref={(element) => {
          listRef?.(element);
          element?.querySelector(`#${CSS.escape(optionId(active))}`)?.scrollIntoView?.({ block: 'nearest' });
        }}
      >
        {times.map((time, index) => (
          <div
            key={time}
            id={optionId(index)}
            role="option"
            aria-selected={time === chosen}
            data-active={index === active || undefined}
            className={classes.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setActive(index);
              onChoose(time);
            }}
          >
            {time}
          </div>
        ))}
      </div>
    </Stack>
  );
}

/**
 * §2's time window in one control (issue 35 item 2): the start and the end are chosen in one popup that
 * closes once both are chosen, on the 24-hour clock. A keyboard user opens it with Enter, picks the
 * start in the first list (arrows, Enter), then the end in the second, and is back on the field; a
 * screen reader hears a dialog with two labelled listboxes. The offer form reuses it.
 */
export function TimeWindowField({ label, value, onChange, ids, error, 'data-testid': testId = 'time-window' }: Props) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [start, setStart] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const endList = useRef<HTMLDivElement | null>(null);
  const errorId = useId();
  const withStart = (list: readonly string[], time: string) => (time && !list.includes(time) ? [...list, time].sort() : list);
  const shown =
    value.start || value.end ? t('timeWindow.value', { start: value.start || '…', end: value.end || '…' }) : t('timeWindow.empty');

  const open = () => {
    setStart(null);
    setOpened(true);
  };
  const close = () => {
    setOpened(false);
    button.current?.focus();
  };
  const chooseEnd = (end: string) => {
    onChange({ start: start ?? value.start, end });
    close();
  };

  return (
    <Input.Wrapper label={label} error={error} errorProps={{ id: errorId }} labelElement="div" data-testid={testId}>
      <Popover
        opened={opened}
        onChange={setOpened}
        onClose={() => setStart(null)}
        trapFocus
        returnFocus
        // The target is the field's row (a div): the button and the dialog carry their own roles and states.
        withRoles={false}
        position="bottom-start"
        withinPortal
      >
        <Popover.Target>
          <Group gap={4} wrap="nowrap" className={classes.field} data-invalid={error ? true : undefined}>
            <UnstyledButton
              ref={button}
              id={ids?.start}
              className={classes.button}
              onClick={() => (opened ? close() : open())}
              aria-haspopup="dialog"
              aria-expanded={opened}
              aria-label={`${label}: ${shown}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              data-testid={`${testId}-button`}
            >
              {shown}
            </UnstyledButton>
            {/* A failed save focuses the end's field id too: it hands the focus to the one button. */}
            {ids && <span id={ids.end} tabIndex={-1} onFocus={() => button.current?.focus()} />}
            {(value.start || value.end) && (
              <CloseButton
                size="sm"
                aria-label={t('timeWindow.clear')}
                onClick={() => onChange({ start: '', end: '' })}
                data-testid={`${testId}-clear`}
              />
            )}
          </Group>
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-label={label} data-testid={`${testId}-dialog`}>
          <Text size="xs" c="dimmed" mb={6} aria-live="polite">
            {t(start === null ? 'timeWindow.pickStart' : 'timeWindow.pickEnd', { start })}
          </Text>
          <Group gap="md" align="flex-start" wrap="nowrap">
            <TimeList
              label={t('timeWindow.start')}
              times={withStart(HALF_HOURS, value.start)}
              chosen={start ?? value.start}
              onChoose={(time) => {
                setStart(time);
                // The start is chosen: the end's list takes the keyboard.
                requestAnimationFrame(() => endList.current?.focus());
              }}
              autoFocus={start === null}
              testId={`${testId}-start`}
            />
            <TimeList
              key={start ?? ''}
              listRef={(element) => {
                endList.current = element;
              }}
              label={t('timeWindow.end')}
              times={withStart(HALF_HOURS, value.end)}
              chosen={value.end}
              onChoose={chooseEnd}
              autoFocus={start !== null}
              testId={`${testId}-end`}
            />
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
