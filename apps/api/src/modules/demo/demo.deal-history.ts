import type { UserRole } from '@freight/shared/accounts-constants';
import { dealRatingInputSchema } from '@freight/shared/deal-aftermath';
import { dealOfferSchema, dealTermsSchema, type DealDetail } from '@freight/shared/deals';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import { confirmSilentDeliveries, markDelivered, recordInvoice, recordPayment, settleDelivery } from '../deals/deal-aftermath.service';
import { markMailed } from '../deals/deal-mail.queries';
import { postMessage } from '../deals/deal-messages.service';
import { rateDeal, replyToRating } from '../deals/deal-ratings.service';
import { accept, counter, decline, makeOffer, type DealViewer } from '../deals/deals.service';
import { insertEntries } from '../entries/entry-seeding.queries';
import { refreshLeavingLanes } from '../lane-prices/lane-prices.service';
import { sweepReputation } from '../reputation/reputation.service';
import type { DemoCompanyKey } from './demo.data';
import { DEMO_DEALS, type DemoDeal, type DemoStage } from './demo.deals';
import type { PlaceKey } from './demo.entries';
import { demoEntryRow, transitDaysOf, type DemoCity } from './demo.entry-values';

export type DemoParty = { id: number; members: { id: number; role: UserRole }[] };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const STAGES: DemoStage[] = ['offered', 'countered', 'declined', 'agreed', 'delivered', 'confirmed', 'invoiced', 'paid'];
const reached = (deal: DemoDeal, stage: DemoStage) =>
  deal.stage !== 'declined' && stage !== 'declined' && STAGES.indexOf(deal.stage) >= STAGES.indexOf(stage);

/** Deliveries are reported without a proof file, so the demo never stores a file. */
const NO_FILES: FileStorage = {
  put: () => Promise.reject(new Error('the demo deal history stores no files')),
  open: () => Promise.reject(new Error('the demo deal history stores no files')),
  remove: () => Promise.resolve(),
  check: () => Promise.resolve(),
  close: () => Promise.resolve(),
};

type Step = { at: Date; order: number; run: (tx: Database) => Promise<unknown> };

/**
 * Replays the deal history of demo.deals.ts inside the demo's transaction (`tx`): the entries the deals are
 * on, then every step in the order of its moment, each through the service a member's request calls,
 * with that moment as its clock. The services open their transactions as savepoints of `tx`, and their
 * realtime notices are delivered on its commit; so reputation, lane prices and Statistics are kept by the
 * same code as for members' deals, and the whole demo is written or none of it. The hourly sweeps then run
 * once at `now`, as the server's jobs would. Deals whose cities are not imported are left out (decision 066).
 */
export async function seedDealHistory(
  tx: Database,
  input: { parties: ReadonlyMap<DemoCompanyKey, DemoParty>; cities: ReadonlyMap<PlaceKey, DemoCity>; now: Date; takenIds: Set<string> },
): Promise<void> {
  const { parties, cities, now, takenIds } = input;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // Calendar steps (delivery, invoice, payment) on a past day at a fixed UTC hour: the same date in every European zone.
  const dayAt = (day: number, hour: number) => new Date(today + day * DAY_MS + hour * HOUR_MS);
  const dateOf = (day: number) => new Date(today + day * DAY_MS).toISOString().slice(0, 10);

  const entries: Parameters<typeof insertEntries>[1] = [];
  const steps: Step[] = [];
  DEMO_DEALS.forEach((deal, index) => {
    const from = cities.get(deal.lane.from);
    const to = cities.get(deal.lane.to);
    const owner = parties.get(deal.owner);
    const bidder = parties.get(deal.bidder);
    if (!from || !to || !owner || !bidder) return;
    const unloadingDay = deal.loadingDay + transitDaysOf(from, to);
    const offeredAt = new Date(now.getTime() - (deal.offeredDaysAgo ?? 3 - deal.loadingDay) * DAY_MS);
    const createdAt = new Date(offeredAt.getTime() - DAY_MS);
    const ownerMember = owner.members[index % owner.members.length]!;
    const bidderMember = bidder.members[(index + 1) % bidder.members.length]!;
    const row = {
      ...demoEntryRow({
        lane: deal.lane,
        from,
        to,
        loading: { dateStart: dateOf(deal.loadingDay), dateEnd: dateOf(deal.loadingDay), timeStart: null, timeEnd: null },
        unloadingDate: dateOf(unloadingDay),
        createdAt,
        validUntil: new Date(createdAt.getTime() + 15 * DAY_MS),
        companyId: owner.id,
        userId: ownerMember.id,
        index,
        takenIds,
      }),
      paymentTerm: deal.termDays,
    };
    entries.push(row);

    const viewer = (party: DemoParty, member: { id: number; role: UserRole }): DealViewer => ({
      userId: member.id,
      companyId: party.id,
      role: member.role,
      isSuperuser: false,
    });
    const ownerViewer = viewer(owner, ownerMember);
    const bidderViewer = viewer(bidder, bidderMember);
    // A truck's owner carries it; a ware's owner pays for its transport.
    const [carrier, payer] = deal.lane.formType === 'truck' ? [ownerViewer, bidderViewer] : [bidderViewer, ownerViewer];
    const terms = (price: number) => ({
      price,
      price_unit: deal.unit,
      currency: 'EUR',
      payment_term_days: deal.termDays,
      loading_date: row.loadingDateStart,
      unloading_date: row.unloadingDateStart,
      note: '',
    });
    let dealId = 0;
    let carrierRatingId = 0;
    const add = (at: Date, run: (tx: Database) => Promise<unknown>) => {
      if (at > now) throw new Error(`demo deal ${index}: a step after now (${at.toISOString()})`);
      steps.push({ at, order: steps.length, run });
    };
    const after = (hours: number) => new Date(offeredAt.getTime() + hours * HOUR_MS);
    const invoiceDay = unloadingDay + 1;

    add(offeredAt, async (db) => {
      const offer = dealOfferSchema.parse({ entry_uid: row.uid, ...terms(deal.price) });
      dealId = (await makeOffer(db, bidderViewer, offer, offeredAt)).id;
    });
    if (deal.counter !== undefined) {
      const price = deal.counter;
      add(after(4), (db) => counter(db, ownerViewer, dealId, dealTermsSchema.parse(terms(price)), after(4)));
    }
    if (deal.stage === 'declined') add(after(3), (db) => decline(db, ownerViewer, dealId, deal.declineReason ?? '', after(3)));
    // The other side of the last terms accepts them.
    if (reached(deal, 'agreed')) {
      const hours = deal.counter === undefined ? 5 : 6;
      add(after(hours), (db) => accept(db, deal.counter === undefined ? ownerViewer : bidderViewer, dealId, after(hours)));
    }
    if (reached(deal, 'delivered')) {
      add(dayAt(unloadingDay, 15), (db) => markDelivered({ db, storage: NO_FILES }, carrier, dealId, null, dayAt(unloadingDay, 15)));
    }
    if (reached(deal, 'confirmed')) {
      add(dayAt(invoiceDay, 9), (db) => settleDelivery(db, payer, dealId, { disputeReason: null }, dayAt(invoiceDay, 9)));
    }
    const { payerRating, carrierRating, payerReply } = deal;
    if (payerRating && reached(deal, 'confirmed')) {
      const rating = dealRatingInputSchema.parse({ ...payerRating, payment: null });
      add(dayAt(invoiceDay, 9.5), (db) => rateDeal(db, payer, dealId, rating, dayAt(invoiceDay, 9.5)));
    }
    if (reached(deal, 'invoiced')) {
      add(dayAt(invoiceDay, 11), (db) => recordInvoice(db, carrier, dealId, dateOf(invoiceDay), dayAt(invoiceDay, 11)));
    }
    if (carrierRating && reached(deal, 'invoiced')) {
      const rating = dealRatingInputSchema.parse(carrierRating);
      add(dayAt(invoiceDay + 1, 10), async (db) => {
        const rated: DealDetail = await rateDeal(db, carrier, dealId, rating, dayAt(invoiceDay + 1, 10));
        carrierRatingId = rated.aftermath?.ratings.find((given) => given.rater_company.id === carrier.companyId)?.id ?? 0;
      });
      if (payerReply)
        add(dayAt(invoiceDay + 3, 10), (db) => replyToRating(db, payer, carrierRatingId, payerReply, dayAt(invoiceDay + 3, 10)));
    }
    if (reached(deal, 'paid')) {
      const paidDay = invoiceDay + (deal.paidAfterDays ?? 0);
      add(dayAt(paidDay, 14), (db) => recordPayment(db, carrier, dealId, dateOf(paidDay), dayAt(paidDay, 14)));
    }
    for (const message of deal.messages ?? []) {
      const at = new Date(now.getTime() - message.daysAgo * DAY_MS);
      add(at, (db) => postMessage(db, message.side === 'owner' ? ownerViewer : bidderViewer, dealId, message.text, at));
    }
  });

  await insertEntries(tx, entries);
  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order);
  for (const step of steps) await step.run(tx);
  // The hourly jobs' first run, at now: deliveries left unanswered, figures that time alone changed, lanes' 90 days.
  await confirmSilentDeliveries(tx, now);
  await sweepReputation(tx, now);
  await refreshLeavingLanes(tx, now);
  // The members "were told" of this history: the deal mail job mails only what happens after now.
  await markMailed(
    tx,
    [...parties.values()].flatMap((party) => party.members.map((member) => member.id)),
    now,
  );
}
