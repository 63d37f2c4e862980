import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_DOCUMENT_MAX_BYTES, REGISTRATION_DOCUMENTS_MAX_COUNT } from '@freight/shared/accounts-constants';
import { FilePicker, type RefusedFile } from '../../../components/file-picker';
import { useFormat } from '../../../lib/format/use-format';

type Props = {
  files: File[];
  onChange: (files: File[]) => void;
  /** Documents already stored (onboarding): they count towards the required number. */
  existing?: { id: number; name: string }[];
  required: number;
  /** The chosen company type's name, or null before a type is chosen. */
  typeName: string | null;
  error?: string;
  /** The id of the picker's button, the field a failed submit focuses. */
  buttonId?: string;
};

const NOTE: Record<RefusedFile['reason'], string> = {
  type: 'register.onlyPdf',
  size: 'register.fileTooLarge',
  count: 'register.tooManyDocuments',
};

/**
 * §5 registration documents on the app's file picker: PDF only, a repeated name is ignored, the
 * picker disappears once the type's count (3 carrier/forwarder, 2 producer) is reached; until then a
 * message names the count. Files left out are named by why (not a PDF, too large, too many).
 */
export function DocumentsField({ files, onChange, existing = [], required, typeName, error, buttonId = 'field-documents' }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const [notes, setNotes] = useState<string[]>([]);
  const count = existing.length + files.length;
  const missing = count < required;

  return (
    <Stack gap="xs">
      <FilePicker
        files={files}
        onChange={(next, refused) => {
          setNotes([...new Set(refused.map((file) => NOTE[file.reason]))]);
          onChange(next);
        }}
        accept={['application/pdf', '.pdf']}
        maxFiles={REGISTRATION_DOCUMENTS_MAX_COUNT}
        maxSize={REGISTRATION_DOCUMENT_MAX_BYTES}
        description={
          missing ? (
            <Text
              component="span"
              size="sm"
              fw={500}
              c="var(--mantine-color-text)"
              data-testid="register-documents-missing"
              aria-live="polite"
            >
              {typeName === null
                ? t('register.documentsByType')
                : t('register.insufficientDocuments', { count: required, type: typeName, missing: required - count })}
            </Text>
          ) : undefined
        }
        error={error}
        buttonLabel={t('register.addDocuments')}
        buttonId={buttonId}
        hidePicker={!missing}
        stored={existing.map((document) => ({ key: document.id, name: document.name, note: t('register.storedDocument') }))}
        listLabel={t('register.chosenDocuments')}
        testIds={{
          root: 'register-documents',
          input: 'register-documents-input',
          button: 'register-documents-button',
          item: 'register-document',
          remove: 'register-document-remove',
        }}
      />
      {notes.map((note) => (
        <Text key={note} size="sm" c="red.9" role="status">
          {t(note, { size: format.fileSize(REGISTRATION_DOCUMENT_MAX_BYTES), max: REGISTRATION_DOCUMENTS_MAX_COUNT })}
        </Text>
      ))}
    </Stack>
  );
}
