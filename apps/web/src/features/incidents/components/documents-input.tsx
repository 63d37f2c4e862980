import { ActionIcon, Button, Group, Input, List, Text } from '@mantine/core';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INCIDENT_DOCUMENTS_MAX_COUNT,
  INCIDENT_FILE_EXTENSIONS,
  INCIDENT_MIN_DOCUMENTS,
  type IncidentKind,
} from '@freight/shared/incidents';
import { formatFileSize } from '../../../lib/format-file-size';

type Props = { kind: IncidentKind; files: File[]; error: string | undefined; onChange: (files: File[]) => void };

/**
 * §5 documents: a real file input (keyboard and screen readers know it) that adds to the chosen
 * files; the list shows each file with its size and a remove button. Same names are kept once.
 */
export function DocumentsInput({ kind, files, error, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const accept = INCIDENT_FILE_EXTENSIONS[kind].join(',');

  const add = (chosen: FileList | null) => {
    const known = new Set(files.map((file) => file.name));
    const added = Array.from(chosen ?? []).filter((file) => !known.has(file.name));
    onChange([...files, ...added].slice(0, INCIDENT_DOCUMENTS_MAX_COUNT));
    if (input.current) input.current.value = '';
  };

  return (
    <Input.Wrapper
      label={t('incidents.form.documents')}
      description={t(`incidents.form.documentsHint.${kind}`, { count: INCIDENT_MIN_DOCUMENTS[kind] })}
      error={error}
      withAsterisk
      id={id}
    >
      <Group gap="sm" mt={4}>
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={accept}
          aria-describedby={`${id}-description`}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          onChange={(event) => add(event.currentTarget.files)}
          data-testid="incident-documents"
          tabIndex={-1}
        />
        <Button
          id="incident-documents-button"
          variant="default"
          onClick={() => input.current?.click()}
          disabled={files.length >= INCIDENT_DOCUMENTS_MAX_COUNT}
          data-testid="incident-documents-button"
        >
          {t('incidents.form.chooseFiles')}
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('incidents.form.filesChosen', { count: files.length })}
        </Text>
      </Group>
      {files.length > 0 && (
        <List mt="xs" spacing={4} size="sm" data-testid="incident-documents-list">
          {files.map((file) => (
            <List.Item key={file.name}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{`${file.name} (${formatFileSize(file.size, i18n.language)})`}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={t('incidents.form.removeFile', { name: file.name })}
                  onClick={() => onChange(files.filter((other) => other !== file))}
                >
                  {'×'}
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Input.Wrapper>
  );
}
