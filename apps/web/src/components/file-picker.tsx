import { ActionIcon, Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../lib/format/use-format';

/** Why the picker left a chosen file out: not in the accept list, over the size limit, past the count. */
export type RefusedFile = { file: File; reason: 'type' | 'size' | 'count' };

/** A document kept elsewhere (already uploaded): listed first, counted and its name taken, not removable here. */
export type StoredFile = { key: string | number; name: string; note: string };

type TestIds = { input?: string; button?: string; list?: string; item?: string; remove?: string; root?: string };

type Props = {
  files: File[];
  /** The files after a choice or a removal, and the ones a choice left out (empty after a removal). */
  onChange: (files: File[], refused: RefusedFile[]) => void;
  /** Extensions (`.pdf`) and MIME types (`application/pdf`, `image/*`): the dialog's filter and the check of each file. */
  accept: readonly string[];
  /** Single-file mode (`false`): a new choice replaces the chosen file. */
  multiple?: boolean;
  /** The most files, stored ones included; the button is disabled when reached. */
  maxFiles?: number;
  /** The largest file in bytes. */
  maxSize?: number;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  /** The visible button's text; "Choose files" / "Choose a file" otherwise. */
  buttonLabel?: string;
  /** The id of the file input (the field's label points at it). */
  id?: string;
  /** The id of the visible button, the field's focus target (a failed submit focuses it). */
  buttonId?: string;
  disabled?: boolean;
  /** An upload runs: the button shows it and takes no choice. */
  loading?: boolean;
  /** Hides the button and the input (a required count is reached) and keeps the list. */
  hidePicker?: boolean;
  stored?: StoredFile[];
  /** The accessible name of the list of chosen files. */
  listLabel?: string;
  testIds?: TestIds;
};

/** Whether a file matches an accept list as the browser's dialog reads it (extension or MIME type, case-insensitive). */
export function acceptsFile(accept: readonly string[], file: File): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/**
 * The one way to choose files (decision 016): chosen files are added to the list (a name already
 * chosen or stored is kept once), each with its size and a remove button; files of another type,
 * over the size or past the count are left out and reported to the caller.
 */
export function pickFiles(
  current: File[],
  chosen: File[],
  options: { accept: readonly string[]; multiple: boolean; maxFiles: number; maxSize?: number; stored?: StoredFile[] },
): { files: File[]; refused: RefusedFile[] } {
  const refused: RefusedFile[] = [];
  const stored = options.stored ?? [];
  const fitting = chosen.filter((file) => {
    if (!acceptsFile(options.accept, file)) refused.push({ file, reason: 'type' });
    else if (options.maxSize !== undefined && file.size > options.maxSize) refused.push({ file, reason: 'size' });
    else return true;
    return false;
  });
  if (!options.multiple) {
    const [first, ...rest] = fitting;
    rest.forEach((file) => refused.push({ file, reason: 'count' }));
    return { files: first ? [first] : current, refused };
  }
  const names = new Set([...stored.map((file) => file.name), ...current.map((file) => file.name)]);
  const files = [...current];
  for (const file of fitting) {
    if (names.has(file.name)) continue;
    if (stored.length + files.length >= options.maxFiles) {
      refused.push({ file, reason: 'count' });
      continue;
    }
    names.add(file.name);
    files.push(file);
  }
  return { files, refused };
}

function RemoveIcon() {
  return (
    <svg viewBox="0 0 16 16" width={14} height={14} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden>
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

/** Out of sight, still in the page: the input keeps its files, its label and the forms' and tests' access. */
const HIDDEN_INPUT = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The app's one file picker: a real `<input type="file">` (labelled by the field, filtered by the
 * accept list) opened by a visible, keyboard-reachable button; the chosen files as a list with their
 * size and a remove button each; label, description and error through Mantine's Input.Wrapper.
 */
export function FilePicker({
  files,
  onChange,
  accept,
  multiple = true,
  maxFiles = multiple ? Number.POSITIVE_INFINITY : 1,
  maxSize,
  label,
  description,
  error,
  withAsterisk,
  buttonLabel,
  id,
  buttonId,
  disabled = false,
  loading = false,
  hidePicker = false,
  stored = [],
  listLabel,
  testIds = {},
}: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const generatedId = useId();
  const inputId = id ?? `file-picker-${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const ownButtonId = buttonId ?? `${inputId}-button`;
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const focusButton = useRef(false);
  const full = multiple && stored.length + files.length >= maxFiles;
  const blocked = disabled || full;
  const describedBy = [description ? `${inputId}-description` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ');

  // After a removal the focus goes back to the button rather than to the page.
  useEffect(() => {
    if (!focusButton.current) return;
    focusButton.current = false;
    button.current?.focus();
  });

  const choose = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    // Emptied, so the same file can be chosen again after it was removed or refused.
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    const result = pickFiles(files, chosen, { accept, multiple, maxFiles, maxSize, stored });
    onChange(result.files, result.refused);
  };

  const remove = (file: File) => {
    focusButton.current = true;
    onChange(
      files.filter((other) => other !== file),
      [],
    );
  };

  const listed = stored.length + files.length > 0;

  const buttonText = buttonLabel ?? t(multiple ? 'filePicker.chooseFiles' : 'filePicker.chooseFile');
  return (
    <Input.Wrapper
      id={inputId}
      label={label}
      description={description}
      error={error}
      withAsterisk={withAsterisk}
      data-testid={testIds.root}
    >
      <Stack gap="xs" mt={label || description ? 4 : 0}>
        {!hidePicker && (
          <Group gap="sm">
            <input
              ref={input}
              id={inputId}
              type="file"
              multiple={multiple}
              accept={accept.join(',')}
              disabled={blocked}
              // Without a field label the input is named as its button reads.
              aria-label={label ? undefined : buttonText}
              aria-describedby={describedBy || undefined}
              aria-invalid={error ? true : undefined}
              // The visible button is the one keyboard stop; the input stays for labels, forms and tests.
              tabIndex={-1}
              style={HIDDEN_INPUT}
              onChange={(event) => choose(event.currentTarget.files)}
              data-testid={testIds.input}
            />
            <Button
              ref={button}
              id={ownButtonId}
              variant="default"
              w="fit-content"
              onClick={() => input.current?.click()}
              disabled={disabled || full}
              loading={loading}
              aria-describedby={describedBy || undefined}
              data-testid={testIds.button}
            >
              {buttonText}
            </Button>
            {multiple && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {files.length > 0 ? t('filePicker.chosen', { count: files.length }) : ''}
              </Text>
            )}
          </Group>
        )}
        {listed && (
          <Stack
            component="ul"
            gap={6}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={listLabel ?? (typeof label === 'string' ? label : undefined)}
            data-testid={testIds.list}
          >
            {stored.map((file) => (
              <Paper component="li" key={`stored-${file.key}`} withBorder px="sm" py={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" truncate>
                    {file.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {file.note}
                  </Text>
                </Group>
              </Paper>
            ))}
            {files.map((file) => (
              <Paper component="li" key={file.name} withBorder px="sm" py={6} data-testid={testIds.item}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" truncate>
                    {file.name}
                  </Text>
                  <Group gap="xs" wrap="nowrap">
                    <Text size="xs" c="dimmed">
                      {format.fileSize(file.size)}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={disabled}
                      aria-label={t('filePicker.remove', { name: file.name })}
                      onClick={() => remove(file)}
                      data-testid={testIds.remove}
                    >
                      <RemoveIcon />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
