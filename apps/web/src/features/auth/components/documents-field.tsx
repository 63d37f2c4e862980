import { ActionIcon, Alert, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_DOCUMENT_MAX_BYTES, REGISTRATION_DOCUMENTS_MAX_COUNT } from '@freight/shared/accounts-constants';
import { fieldId } from '../hooks/use-form-state';

type Props = {
  files: File[];
  onChange: (files: File[]) => void;
  /** Documents already stored (onboarding): they count towards the required number. */
  existing?: { id: number; name: string }[];
  required: number;
  /** The chosen company type's name, or null before a type is chosen. */
  typeName: string | null;
  error?: string;
};

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

function RemoveIcon() {
  return (
    <svg viewBox="0 0 16 16" width={14} height={14} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden>
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

/**
 * §5 registration documents: PDF only, a repeated name is ignored, the picker disappears once the
 * type's count (3 carrier/forwarder, 2 producer) is reached; until then a message names the count.
 */
export function DocumentsField({ files, onChange, existing = [], required, typeName, error }: Props) {
  const { t, i18n } = useTranslation();
  const resetRef = useRef<() => void>(null);
  const [notes, setNotes] = useState<string[]>([]);
  const count = existing.length + files.length;
  const megabytes = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  const kilobytes = new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 });
  const formatSize = (bytes: number) =>
    bytes < 1_000_000 ? kilobytes.format(Math.max(1, bytes / 1000)) : megabytes.format(bytes / 1_000_000);

  const add = (picked: File[]) => {
    const names = new Set([...existing.map((document) => document.name), ...files.map((file) => file.name)]);
    const next = [...files];
    const problems = new Set<string>();
    for (const file of picked) {
      if (!isPdf(file)) problems.add('register.onlyPdf');
      else if (file.size > REGISTRATION_DOCUMENT_MAX_BYTES) problems.add('register.fileTooLarge');
      else if (existing.length + next.length >= REGISTRATION_DOCUMENTS_MAX_COUNT) problems.add('register.tooManyDocuments');
      else if (!names.has(file.name)) {
        names.add(file.name);
        next.push(file);
      }
    }
    setNotes([...problems]);
    onChange(next);
    // The same file can be picked again after it was removed.
    resetRef.current?.();
  };

  return (
    <Stack gap="xs" data-testid="register-documents">
      {(existing.length > 0 || files.length > 0) && (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('register.chosenDocuments')}>
          {existing.map((document) => (
            <Paper component="li" key={`stored-${document.id}`} withBorder px="sm" py={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {document.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('register.storedDocument')}
                </Text>
              </Group>
            </Paper>
          ))}
          {files.map((file) => (
            <Paper component="li" key={file.name} withBorder px="sm" py={6} data-testid="register-document">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" truncate>
                  {file.name}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {formatSize(file.size)}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('register.removeDocument', { name: file.name })}
                    onClick={() => onChange(files.filter((other) => other !== file))}
                    data-testid="register-document-remove"
                  >
                    <RemoveIcon />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {count < required && (
        <>
          <Text size="sm" fw={500} data-testid="register-documents-missing" aria-live="polite">
            {typeName === null
              ? t('register.documentsByType')
              : t('register.insufficientDocuments', { count: required, type: typeName, missing: required - count })}
          </Text>
          <FileButton
            onChange={add}
            accept="application/pdf"
            multiple
            resetRef={resetRef}
            inputProps={
              { 'data-testid': 'register-documents-input', 'aria-label': t('register.addDocuments') } as React.ComponentProps<'input'>
            }
          >
            {(props) => (
              <Button {...props} variant="light" w="fit-content" id={fieldId('documents')} data-testid="register-documents-button">
                {t('register.addDocuments')}
              </Button>
            )}
          </FileButton>
        </>
      )}
      {notes.map((note) => (
        <Text key={note} size="sm" c="red.9">
          {t(note, { size: formatSize(REGISTRATION_DOCUMENT_MAX_BYTES), max: REGISTRATION_DOCUMENTS_MAX_COUNT })}
        </Text>
      ))}
      {error && (
        <Alert color="red" variant="light" p="xs" role="alert" data-testid="register-documents-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
