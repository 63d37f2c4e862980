import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_DOCUMENTS_MAX_COUNT, type CompanyDetails, type CompanyDocument } from '@freight/shared/companies';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FilePicker, type RefusedFile } from '../../../components/file-picker';
import { alert } from '../../../lib/alerts/alert';
import { useFormat } from '../../../lib/format/use-format';
import { downloadDocument, useDeleteDocument, useUploadDocuments } from '../api/company-documents';
import { DetailsCard } from './company-cards';

/**
 * §2 documents manager: every member may view and download; only members of the company add
 * (PDF only, at most 10, the button disabled at the limit) and delete after a confirmation, except
 * the registration documents, which stay (decision 073).
 */
export function DocumentsManager({ company }: { company: CompanyDetails }) {
  const { t } = useTranslation();
  const format = useFormat();
  const upload = useUploadDocuments(company.id);
  const remove = useDeleteDocument(company.id);
  const [confirming, setConfirming] = useState<CompanyDocument | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const room = COMPANY_DOCUMENTS_MAX_COUNT - company.documents.length;

  // Uploaded as soon as they are chosen. A choice past the limit uploads nothing and says so; one
  // with a file that is not a PDF neither, with the text the API's refusal of it would give (§8).
  const onFiles = (files: File[], refused: RefusedFile[]) => {
    if (refused.some((file) => file.reason === 'count')) {
      alert.warning('companies.documents.limitReached', { values: { max: COMPANY_DOCUMENTS_MAX_COUNT } });
      return;
    }
    if (refused.length > 0) {
      alert.danger('companies.documents.uploadFailed');
      return;
    }
    if (files.length > 0) upload.mutate(files);
  };

  const onDownload = async (document: CompanyDocument) => {
    setDownloading(document.id);
    try {
      await downloadDocument(document);
    } catch (error) {
      alert.danger('companies.documents.downloadFailed', { details: error });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <DetailsCard title={t('companies.documents.title')} testId="company-documents">
      {company.documents.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="company-documents-empty">
          {t('companies.documents.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('companies.documents.name')}</Table.Th>
                <Table.Th>{t('companies.documents.addedAt')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('companies.documents.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {company.documents.map((document) => (
                <Table.Tr key={document.id} data-testid={`company-document-${document.id}`}>
                  <Table.Td>
                    {document.name}
                    {/* Why it has no Delete: the papers staff approved the company on stay (decision 073). */}
                    {company.is_own && document.kind === 'registration' && (
                      <Text size="xs" c="dimmed" data-testid={`company-document-registration-${document.id}`}>
                        {t('companies.documents.registration')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{format.date(document.created_at)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        loading={downloading === document.id}
                        onClick={() => void onDownload(document)}
                        aria-label={t('companies.documents.downloadNamed', { name: document.name })}
                        data-testid={`company-document-download-${document.id}`}
                      >
                        {t('companies.documents.download')}
                      </Button>
                      {company.is_own && document.kind === 'company' && (
                        <Button
                          size="xs"
                          color="red"
                          variant="light"
                          onClick={() => setConfirming(document)}
                          aria-label={t('companies.documents.deleteNamed', { name: document.name })}
                          data-testid={`company-document-delete-${document.id}`}
                        >
                          {t('companies.documents.delete')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {company.is_own && (
        <Stack gap={4}>
          <FilePicker
            files={[]}
            onChange={onFiles}
            accept={['application/pdf', '.pdf']}
            maxFiles={room}
            buttonLabel={t('companies.documents.add')}
            loading={upload.isPending}
            disabled={room <= 0}
            testIds={{ button: 'company-document-add', input: 'company-document-input' }}
          />
          <Text size="xs" c="dimmed" data-testid="company-documents-limit">
            {room <= 0
              ? t('companies.documents.limitReached', { max: COMPANY_DOCUMENTS_MAX_COUNT })
              : t('companies.documents.hint', { current: company.documents.length, max: COMPANY_DOCUMENTS_MAX_COUNT })}
          </Text>
        </Stack>
      )}
      <ConfirmDialog
        opened={confirming !== null}
        title={t('companies.documents.confirmTitle')}
        message={t('companies.documents.confirmText', { name: confirming?.name ?? '' })}
        confirmLabel={t('companies.documents.delete')}
        confirmColor="red"
        loading={remove.isPending}
        onConfirm={() => confirming && remove.mutate(confirming.id, { onSettled: () => setConfirming(null) })}
        onCancel={() => setConfirming(null)}
        testIds={{ confirm: 'company-document-confirm-delete' }}
      />
    </DetailsCard>
  );
}
