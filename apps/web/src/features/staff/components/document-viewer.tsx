import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { PageLoader } from '../../../components/page-loader';
import { useCompanyDocument } from '../api/get-company-document';
import { errorKey } from '../utils/error-key';

export type ViewedDocument = { companyId: number; id: number; name: string };

function DocumentFrame({ companyId, id, name }: ViewedDocument) {
  const { t } = useTranslation();
  const document = useCompanyDocument(companyId, id);
  const frame = useRef<HTMLIFrameElement>(null);
  const openLink = useRef<HTMLAnchorElement>(null);
  const downloadLink = useRef<HTMLAnchorElement>(null);
  const blob = document.data;

  // An object URL is a browser resource outside React: made for the fetched blob, handed to the
  // frame and links, and released when the viewer closes.
  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    for (const element of [openLink.current, downloadLink.current]) element?.setAttribute('href', url);
    frame.current?.setAttribute('src', url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);

  if (document.isError) {
    return (
      <Alert color="red" role="alert" title={t('staff.documents.failed')}>
        {t(errorKey(document.error), { defaultValue: t('common.unexpectedError') })}
      </Alert>
    );
  }
  if (!blob) return <PageLoader />;
  return (
    <Stack gap="sm">
      <Group gap="md">
        <Anchor ref={openLink} target="_blank" rel="noopener">
          {t('staff.documents.openInNewTab')}
        </Anchor>
        <Anchor ref={downloadLink} download={name}>
          {t('staff.documents.download')}
        </Anchor>
      </Group>
      <iframe
        ref={frame}
        title={t('staff.documents.frameTitle', { name })}
        style={{ width: '100%', height: '75vh', border: '1px solid var(--mantine-color-gray-3)' }}
        data-testid="staff-document-frame"
      />
    </Stack>
  );
}

/** A registration document shown in a modal: the API answers only with the Bearer token, so no direct link. */
export function DocumentViewer({ document, onClose }: { document: ViewedDocument | null; onClose: () => void }) {
  return (
    <Dialog opened={document !== null} onClose={onClose} title={document?.name} size="xl">
      {document && <DocumentFrame {...document} />}
    </Dialog>
  );
}
