import { Button, Card, Group, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RATING_COMMENT_MAX, RATING_REPLY_MAX, type DealRating } from '@freight/shared/deal-aftermath';
import type { DealDetail } from '@freight/shared/deals';
import { alert } from '../../../lib/alerts/alert';
import { useFormat } from '../../../lib/format/use-format';
import { rateDeal, replyToRating } from '../api/deal-aftermath';
import { storeDeal } from '../api/deals';
import { alertFailure } from '../utils/errors';

type Criterion = 'punctuality' | 'communication' | 'payment';

/** The caller's company: the entry's (incoming) or the bidder's (outgoing). */
const myCompanyId = (deal: DealDetail) => (deal.role === 'incoming' ? deal.owner_company.id : deal.bidder_company.id);

/** One 1–5 score in a fieldset: Mantine Rating is a group of radio inputs, each named by its number of stars. */
function ScoreInput({ criterion, value, onChange }: { criterion: Criterion; value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }} data-testid={`rating-${criterion}`}>
      <legend>
        <Text size="sm" fw={500} component="span">
          {t(`deals.rating.${criterion}`)}
        </Text>
      </legend>
      <Rating value={value} onChange={onChange} size="lg" getSymbolLabel={(count) => t('deals.rating.stars', { count })} />
    </fieldset>
  );
}

function RatingView({ deal, rating, onSaved }: { deal: DealDetail; rating: DealRating; onSaved: () => void }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const mayReply = deal.actions.includes('reply_rating') && rating.rated_company_id === myCompanyId(deal) && rating.reply === null;
  const send = async () => {
    setBusy(true);
    try {
      const saved = await replyToRating(rating.id, text.trim());
      onSaved();
      storeDeal(queryClient, saved);
      alert.success('deals.rating.replied');
    } catch (error) {
      alertFailure(i18n, error);
    } finally {
      setBusy(false);
    }
  };
  const scores: Criterion[] = rating.payment === null ? ['punctuality', 'communication'] : ['punctuality', 'communication', 'payment'];
  return (
    <Card withBorder padding="xs" data-testid="deal-rating" data-rater={rating.rater_role}>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('deals.rating.by', {
            company: rating.rater_company.name,
            date: format.date(rating.created_at),
          })}
        </Text>
        {scores.map((criterion) => (
          <Text size="sm" key={criterion}>
            {t(`deals.rating.${criterion}`)}: {t('deals.rating.score', { value: rating[criterion] })}
          </Text>
        ))}
        {rating.comment && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {rating.comment}
          </Text>
        )}
        {rating.reply && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="deal-rating-reply">
            {t('deals.rating.reply', { text: rating.reply.text })}
          </Text>
        )}
        {mayReply && (
          <Stack gap="xs">
            <Textarea
              label={t('deals.rating.replyLabel')}
              maxLength={RATING_REPLY_MAX}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              data-testid="deal-rating-reply-text"
            />
            <Group justify="flex-end">
              <Button
                size="xs"
                loading={busy}
                disabled={text.trim() === ''}
                onClick={() => void send()}
                data-testid="deal-rating-reply-send"
              >
                {t('deals.rating.sendReply')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

function RatingForm({ deal, own, onSaved }: { deal: DealDetail; own: DealRating | undefined; onSaved: () => void }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const carrier = deal.aftermath?.carrier_company_id === myCompanyId(deal);
  const [scores, setScores] = useState<Record<Criterion, number>>({
    punctuality: own?.punctuality ?? 0,
    communication: own?.communication ?? 0,
    payment: own?.payment ?? 0,
  });
  const [comment, setComment] = useState(own?.comment ?? '');
  const [busy, setBusy] = useState(false);
  const criteria: Criterion[] = carrier ? ['punctuality', 'communication', 'payment'] : ['punctuality', 'communication'];
  const complete = criteria.every((criterion) => scores[criterion] >= 1);
  const send = async () => {
    setBusy(true);
    try {
      const body = {
        punctuality: scores.punctuality,
        communication: scores.communication,
        payment: carrier ? scores.payment : null,
        comment,
      };
      const saved = await rateDeal(deal.id, body);
      onSaved();
      storeDeal(queryClient, saved);
      alert.success('deals.rating.saved');
    } catch (error) {
      alertFailure(i18n, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="xs" data-testid="deal-rating-form">
      <Text size="sm">{own ? t('deals.rating.changeHint', { until: format.dateTime(own.editable_until) }) : t('deals.rating.hint')}</Text>
      <Group gap="lg" wrap="wrap">
        {criteria.map((criterion) => (
          <ScoreInput
            key={criterion}
            criterion={criterion}
            value={scores[criterion]}
            onChange={(value) => setScores((current) => ({ ...current, [criterion]: value }))}
          />
        ))}
      </Group>
      <Textarea
        label={t('deals.rating.comment')}
        maxLength={RATING_COMMENT_MAX}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        data-testid="deal-rating-comment"
      />
      <Group justify="flex-end">
        <Button loading={busy} disabled={!complete} onClick={() => void send()} data-testid="deal-rating-send">
          {t(own ? 'deals.rating.change' : 'deals.rating.send')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Issue 32 item 2: both sides' ratings with their replies, the caller's rating form while it is open. */
export function DealRatings({ deal, ratings }: { deal: DealDetail; ratings: DealRating[] }) {
  const { t } = useTranslation();
  const title = useRef<HTMLHeadingElement>(null);
  // A saved rating or reply draws its form anew or removes it: the focus waits on the heading, not on the page's body.
  const focusTitle = () => title.current?.focus();
  const own = ratings.find((rating) => rating.rater_company.id === myCompanyId(deal));
  const canRate = deal.actions.includes('rate');
  if (ratings.length === 0 && !canRate) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="deal-ratings-title" data-testid="deal-ratings">
      <Title order={3} size="h5" id="deal-ratings-title" ref={title} tabIndex={-1}>
        {t('deals.rating.title')}
      </Title>
      {ratings.map((rating) => (
        <RatingView key={rating.id} deal={deal} rating={rating} onSaved={focusTitle} />
      ))}
      {canRate && <RatingForm key={own?.updated_at ?? 'new'} deal={deal} own={own} onSaved={focusTitle} />}
    </Stack>
  );
}
