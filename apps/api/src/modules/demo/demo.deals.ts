import type { DemoCompanyKey } from './demo.data';
import type { DemoLane, PlaceKey } from './demo.entries';

/**
 * The demo's deal history (issue 32's trust loop on a first start): six months of deals between the demo
 * companies, replayed through the deal services by demo.deal-history.ts, so reputation, lane prices and
 * Statistics are computed from them exactly as from members' deals. Carpați Trans and Rhein Spedition
 * each have a deal in every state a dispatcher meets (open, countered, declined, agreed, delivered,
 * invoiced, overdue, paid on time and late, rated both ways, a rating answered in public).
 */

export type DemoRating = { punctuality: number; communication: number; comment: string };
/** The carrier rates the payment too (decision 038: it must). */
export type DemoCarrierRating = DemoRating & { payment: number };

/** How far a deal went; each stage includes the ones before it. */
export type DemoStage = 'offered' | 'countered' | 'declined' | 'agreed' | 'delivered' | 'confirmed' | 'invoiced' | 'paid';

export type DemoDeal = {
  /** The entry's company (it publishes the entry the deal is on), and the company that offers on it. */
  owner: DemoCompanyKey;
  bidder: DemoCompanyKey;
  /** The entry: a truck's owner carries, a ware's owner pays (its bidder carries). */
  lane: DemoLane;
  /** Days from today to the loading day: negative in the past. */
  loadingDay: number;
  /** When the offer was sent, in days before now; by default three days before the loading day. */
  offeredDaysAgo?: number;
  /** The bidder's terms, EUR; a counter is the owner's price instead (then the bidder accepts). */
  price: number;
  unit: 'total' | 'per_km';
  termDays: 30 | 45 | 60;
  counter?: number;
  stage: DemoStage;
  declineReason?: string;
  /** Days from the invoice (the day after the delivery) to the payment. */
  paidAfterDays?: number;
  /** The payer rates the day after the delivery, the carrier the day after that. */
  payerRating?: DemoRating;
  carrierRating?: DemoCarrierRating;
  /** The payer's public reply to the carrier's rating, two days after it. */
  payerReply?: string;
  messages?: { side: 'owner' | 'bidder'; daysAgo: number; text: string }[];
};

const truck = (from: PlaceKey, to: PlaceKey, price: number): DemoLane => ({ formType: 'truck', from, to, profile: 0, price });
const ware = (from: PlaceKey, to: PlaceKey, price: number, notes?: string): DemoLane => ({
  formType: 'ware',
  from,
  to,
  profile: 0,
  price,
  ...(notes ? { notes } : {}),
});

const good = (comment: string): DemoRating => ({ punctuality: 5, communication: 5, comment });

/** A Romania → Germany trailer of `owner` (the carrier), booked by `bidder` (the payer) at its price per km. */
const roDeTruck = (
  owner: DemoCompanyKey,
  bidder: DemoCompanyKey,
  from: PlaceKey,
  to: PlaceKey,
  perKm: number,
  deal: Omit<DemoDeal, 'owner' | 'bidder' | 'lane' | 'price' | 'unit'>,
): DemoDeal => ({ owner, bidder, lane: truck(from, to, perKm), price: perKm, unit: 'per_km', ...deal });

/** A load of Rhein Spedition (the payer) that Carpați Trans offers to carry, at a total price. */
const rheinLoad = (lane: DemoLane, deal: Omit<DemoDeal, 'owner' | 'bidder' | 'lane' | 'unit'>): DemoDeal => ({
  owner: 'rhein',
  bidder: 'carpati',
  lane,
  unit: 'total',
  ...deal,
});

/**
 * Trucks (trailers, vehicle type 5) from Romania to Germany, booked per km by the payers, within the last two
 * months: 10 deals of four carriers and four payers. Decision 065 shows the lane to a reader only if the deals
 * without the reader's own meet the thresholds too: 7 deals of 3 carriers and 3 payers remain for Carpați and
 * for Rhein (the partners' own deals, five of them, serve both). Agreed 59 to 29 days ago, they keep the lane
 * shown to both for a month after the first start, until the oldest leave the 90-day window. Deals between
 * partners only end at the confirmed delivery: the steps each costs are kept for the two companies explored.
 */
const RO_DE_LANE: DemoDeal[] = [
  roDeTruck('tisza', 'alpes', 'arad', 'munich', 1.15, { loadingDay: -56, termDays: 45, stage: 'confirmed' }),
  roDeTruck('carpati', 'alpes', 'timisoara', 'stuttgart', 1.18, {
    loadingDay: -52,
    termDays: 30,
    stage: 'paid',
    paidAfterDays: 36,
    payerRating: { punctuality: 4, communication: 5, comment: 'Très bonne communication, livraison conforme.' },
    carrierRating: { punctuality: 4, communication: 4, payment: 2, comment: 'Paid only after two reminders.' },
  }),
  roDeTruck('vistula', 'alpes', 'sibiu', 'hamburg', 1.22, { loadingDay: -50, termDays: 30, stage: 'confirmed' }),
  // A partner truck Rhein Spedition offers as its own (its demo trucks are such), booked by Alpes Fret.
  roDeTruck('rhein', 'alpes', 'bucharest', 'dortmund', 1.25, { loadingDay: -47, termDays: 30, stage: 'paid', paidAfterDays: 26 }),
  roDeTruck('vistula', 'tisza', 'cluj', 'frankfurt', 1.09, { loadingDay: -44, termDays: 30, stage: 'confirmed' }),
  roDeTruck('tisza', 'rhein', 'cluj', 'cologne', 1.08, { loadingDay: -41, termDays: 30, stage: 'paid', paidAfterDays: 27 }),
  roDeTruck('tisza', 'alpes', 'oradea', 'stuttgart', 1.1, { loadingDay: -38, termDays: 30, stage: 'confirmed' }),
  roDeTruck('tisza', 'carpati', 'brasov', 'frankfurt', 1.05, {
    loadingDay: -35,
    termDays: 30,
    stage: 'paid',
    paidAfterDays: 21,
    payerRating: good('Reliable partner when our own fleet is full.'),
  }),
  roDeTruck('vistula', 'alpes', 'bucharest', 'stuttgart', 1.16, { loadingDay: -30, termDays: 30, stage: 'confirmed' }),
  // Invoiced and not yet due (45 days).
  roDeTruck('carpati', 'rhein', 'brasov', 'cologne', 1.2, {
    loadingDay: -26,
    termDays: 45,
    stage: 'invoiced',
    payerRating: { punctuality: 5, communication: 4, comment: 'On time at the ramp, as always.' },
    carrierRating: { punctuality: 5, communication: 5, payment: 5, comment: 'Excellent cooperation.' },
  }),
];

/**
 * Rhein Spedition's loads back to Romania, carried by Carpați Trans (a ware's bidder carries, its owner
 * pays), and the offers of the last days: one deal in each state for both companies.
 */
const RHEIN_CARPATI: DemoDeal[] = [
  rheinLoad(ware('cologne', 'timisoara', 1950, 'Machine parts on pallets, 20 t'), {
    loadingDay: -150,
    price: 1950,
    termDays: 30,
    stage: 'paid',
    paidAfterDays: 24,
    payerRating: { punctuality: 5, communication: 4, comment: 'Loaded on time, good updates during the transit.' },
    carrierRating: { punctuality: 4, communication: 5, payment: 5, comment: 'Clear instructions, quick payment.' },
  }),
  rheinLoad(ware('stuttgart', 'cluj', 1780), {
    loadingDay: -128,
    price: 1780,
    termDays: 30,
    stage: 'paid',
    paidAfterDays: 41,
    payerRating: { punctuality: 4, communication: 4, comment: 'Fine transport.' },
    carrierRating: {
      punctuality: 3,
      communication: 4,
      payment: 3,
      comment: 'Loading in Stuttgart started five hours late; the waiting time was not paid.',
    },
    payerReply:
      'Sorry for the wait: our warehouse had a system failure that day. Slots are booked online now, so it will not happen again.',
  }),
  rheinLoad(ware('hamburg', 'bucharest', 2350, 'Paper rolls, 24 t, tarpaulin trailer'), {
    // Overdue: invoiced about two months ago on a 30-day term and still unpaid.
    loadingDay: -62,
    price: 2350,
    termDays: 30,
    stage: 'invoiced',
    payerRating: { punctuality: 5, communication: 4, comment: 'Delivered a day early.' },
    messages: [
      { side: 'bidder', daysAgo: 24, text: 'Our invoice for this transport is past its 30-day term. Could you tell us the payment date?' },
      { side: 'owner', daysAgo: 23, text: 'Sorry, it is with our accounts department; I will come back to you this week.' },
    ],
  }),
  rheinLoad(ware('dortmund', 'arad', 2050), {
    // Delivered two days ago: Rhein Spedition has until five days from now to confirm or dispute it.
    loadingDay: -4,
    price: 2050,
    termDays: 60,
    stage: 'delivered',
    messages: [{ side: 'bidder', daysAgo: 2, text: 'Unloaded in Arad at 14:20, CMR signed without remarks.' }],
  }),
  rheinLoad(ware('cologne', 'bucharest', 2250, 'Household appliances, 33 pallets'), {
    // Agreed yesterday, loading in three days.
    loadingDay: 3,
    offeredDaysAgo: 1.6,
    price: 2250,
    termDays: 45,
    stage: 'agreed',
    messages: [
      { side: 'owner', daysAgo: 1.2, text: 'Loading reference 4711-K, ramp 12, slot 08:00–10:00.' },
      { side: 'bidder', daysAgo: 1.1, text: 'Confirmed. The driver will call the warehouse 30 minutes before arrival.' },
    ],
  }),
  rheinLoad(ware('stuttgart', 'timisoara', 1850), {
    // Carpați offered, Rhein countered: Carpați's answer is awaited.
    loadingDay: 5,
    offeredDaysAgo: 1.2,
    price: 1950,
    termDays: 30,
    counter: 1850,
    stage: 'countered',
    messages: [
      { side: 'bidder', daysAgo: 1.15, text: 'Our price includes the Hungarian and Austrian tolls.' },
      { side: 'owner', daysAgo: 0.95, text: '1,850 EUR is our budget for this lane; the load is ready from 7:00.' },
    ],
  }),
  rheinLoad(ware('frankfurt', 'cluj', 1900), {
    // Carpați's offer on a Rhein load, awaiting Rhein's answer.
    loadingDay: 4,
    offeredDaysAgo: 0.4,
    price: 1900,
    termDays: 30,
    stage: 'offered',
  }),
  {
    // Rhein's offer on a Carpați truck, awaiting Carpați's answer.
    owner: 'carpati',
    bidder: 'rhein',
    lane: truck('brasov', 'munich', 1.2),
    loadingDay: 2,
    offeredDaysAgo: 0.2,
    price: 1.15,
    unit: 'per_km',
    termDays: 45,
    stage: 'offered',
  },
  rheinLoad(ware('cologne', 'oradea', 1700), {
    loadingDay: -10,
    price: 2400,
    termDays: 30,
    stage: 'declined',
    declineReason: 'Your price is well above our budget for this lane.',
  }),
];

export const DEMO_DEALS: DemoDeal[] = [...RO_DE_LANE, ...RHEIN_CARPATI];
