import { Alert, Button, Card, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEAL_MESSAGE_MAX, type DealDetail } from '@freight/shared/deals';
import { dealMessagesKey, dealUnreadKey, postMessage, useDealMessages } from '../api/deals';
import type { DealMessagePage } from '../utils/types';
import { alertFailure } from '../utils/errors';
import { HiddenContactsNote } from '../../../components/hidden-contacts-note';
import { useFormat } from '../../../lib/format/use-format';

/**
 * The deal's conversation (issue 31 item 5): kept as evidence (no edit, no delete), live over the
 * websocket (hooks/use-live-deals.ts puts new messages into this query). Reading it marks it read.
 */
export function DealConversation({ deal }: { deal: DealDetail }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const query = useDealMessages(deal.id);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const mySide = deal.role === 'incoming' ? 'owner' : deal.role === 'outgoing' ? 'bidder' : null;

  // The server moved the read marker with this read: the sidebar's count follows.
  useEffect(() => {
    if (query.dataUpdatedAt) void queryClient.invalidateQueries({ queryKey: dealUnreadKey });
  }, [query.dataUpdatedAt, queryClient]);

  const send = async () => {
    if (text.trim() === '') return;
    setBusy(true);
    try {
      const message = await postMessage(deal.id, text.trim());
      queryClient.setQueryData<DealMessagePage>(dealMessagesKey(deal.id), (page) =>
        page && !page.results.some((item) => item.id === message.id) ? { ...page, results: [...page.results, message] } : page,
      );
      setText('');
    } catch (error) {
      alertFailure(i18n, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="deal-conversation-title">
      <Title order={2} size="h4" id="deal-conversation-title">
        {t('deals.conversation')}
      </Title>
      {query.isPending && <Loader size="sm" role="status" aria-label={t('common.loading')} />}
      {query.isError && <Alert color="red">{t('deals.errors.messages')}</Alert>}
      {query.data && query.data.results.length === 0 && <Text c="dimmed">{t('deals.noMessages')}</Text>}
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-live="polite" data-testid="deal-messages">
        {query.data?.results.map((message) => (
          <Card
            key={message.id}
            component="li"
            withBorder
            padding="xs"
            bg={message.side === mySide ? 'var(--mantine-color-blue-light)' : undefined}
            data-testid="deal-message"
          >
            <Text size="xs" c="dimmed">
              {message.user ? `${message.user.first_name} ${message.user.last_name}` : t('deals.system')} ·{' '}
              {format.dateTime(message.created_at)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Text>
            {/* Staff (no side) read every message as written. */}
            {message.contacts_hidden && (
              <HiddenContactsNote own={mySide === null || message.side === mySide} testId={`deal-message-hidden-${message.id}`} />
            )}
          </Card>
        ))}
      </Stack>
      {deal.actions.includes('message') && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Stack gap="xs">
            <Textarea
              label={t('deals.newMessage')}
              maxLength={DEAL_MESSAGE_MAX}
              rows={3}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              description={t('deals.messageLimit', { count: DEAL_MESSAGE_MAX - text.length })}
              data-testid="deal-message-input"
            />
            <Group justify="flex-end">
              <Button type="submit" loading={busy} disabled={text.trim() === ''} data-testid="deal-message-send">
                {t('deals.actions.send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
