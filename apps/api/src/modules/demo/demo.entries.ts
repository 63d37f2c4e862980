import type { FormType } from '@freight/shared/entries';

/**
 * Demo entries (DESIGN §4): each demo company publishes a few dozen trucks and wares on real
 * European lanes. Cities are named here and looked up by name and country in the imported
 * cities table, so the entries carry real GeoNames ids and distances; a lane whose city is not
 * in the table (tests use a small fixture subset) is left out.
 */
export type DemoPlace = { name: string; country: string; postalCode: string };

const place = (name: string, country: string, postalCode: string): DemoPlace => ({ name, country, postalCode });

/** Spelled as in the GeoNames data (matched accent- and case-insensitively). */
export const DEMO_PLACES = {
  bucharest: place('Bucharest', 'RO', '010011'),
  cluj: place('Cluj-Napoca', 'RO', '400001'),
  timisoara: place('Timișoara', 'RO', '300001'),
  brasov: place('Brașov', 'RO', '500001'),
  constanta: place('Constanța', 'RO', '900001'),
  iasi: place('Iași', 'RO', '700001'),
  arad: place('Arad', 'RO', '310001'),
  oradea: place('Oradea', 'RO', '410001'),
  sibiu: place('Sibiu', 'RO', '550001'),
  craiova: place('Craiova', 'RO', '200001'),
  ploiesti: place('Ploiești', 'RO', '100001'),
  budapest: place('Budapest', 'HU', '1051'),
  gyor: place('Győr', 'HU', '9021'),
  szeged: place('Szeged', 'HU', '6720'),
  debrecen: place('Debrecen', 'HU', '4024'),
  duisburg: place('Duisburg', 'DE', '47051'),
  hamburg: place('Hamburg', 'DE', '20095'),
  munich: place('Munich', 'DE', '80331'),
  berlin: place('Berlin', 'DE', '10115'),
  frankfurt: place('Frankfurt am Main', 'DE', '60311'),
  stuttgart: place('Stuttgart', 'DE', '70173'),
  cologne: place('Köln', 'DE', '50667'),
  dortmund: place('Dortmund', 'DE', '44135'),
  leipzig: place('Leipzig', 'DE', '04109'),
  nuremberg: place('Nürnberg', 'DE', '90402'),
  vienna: place('Vienna', 'AT', '1010'),
  linz: place('Linz', 'AT', '4020'),
  graz: place('Graz', 'AT', '8010'),
  warsaw: place('Warsaw', 'PL', '00-001'),
  krakow: place('Kraków', 'PL', '30-001'),
  wroclaw: place('Wrocław', 'PL', '50-001'),
  poznan: place('Poznań', 'PL', '61-001'),
  lodz: place('Łódź', 'PL', '90-001'),
  prague: place('Prague', 'CZ', '110 00'),
  brno: place('Brno', 'CZ', '602 00'),
  ostrava: place('Ostrava', 'CZ', '702 00'),
  bratislava: place('Bratislava', 'SK', '811 01'),
  kosice: place('Košice', 'SK', '040 01'),
  paris: place('Paris', 'FR', '75001'),
  lyon: place('Lyon', 'FR', '69001'),
  strasbourg: place('Strasbourg', 'FR', '67000'),
  marseille: place('Marseille', 'FR', '13001'),
  milan: place('Milan', 'IT', '20121'),
  turin: place('Turin', 'IT', '10121'),
  bologna: place('Bologna', 'IT', '40121'),
  verona: place('Verona', 'IT', '37121'),
  rotterdam: place('Rotterdam', 'NL', '3011'),
  amsterdam: place('Amsterdam', 'NL', '1012'),
  venlo: place('Venlo', 'NL', '5911'),
  antwerp: place('Antwerpen', 'BE', '2000'),
  brussels: place('Brussels', 'BE', '1000'),
  liege: place('Liège', 'BE', '4000'),
  barcelona: place('Barcelona', 'ES', '08001'),
  madrid: place('Madrid', 'ES', '28001'),
  zaragoza: place('Zaragoza', 'ES', '50001'),
  valencia: place('Valencia', 'ES', '46001'),
  sofia: place('Sofia', 'BG', '1000'),
  plovdiv: place('Plovdiv', 'BG', '4000'),
  ruse: place('Ruse', 'BG', '7000'),
  belgrade: place('Belgrade', 'RS', '11000'),
  noviSad: place('Novi Sad', 'RS', '21000'),
  zagreb: place('Zagreb', 'HR', '10000'),
  ljubljana: place('Ljubljana', 'SI', '1000'),
  zurich: place('Zürich', 'CH', '8001'),
  basel: place('Basel', 'CH', '4001'),
  athens: place('Athens', 'GR', '105 52'),
  chisinau: place('Chisinau', 'MD', '2001'),
  kaunas: place('Kaunas', 'LT', '44001'),
  copenhagen: place('Copenhagen', 'DK', '1050'),
  luxembourg: place('Luxembourg', 'LU', '1111'),
} as const satisfies Record<string, DemoPlace>;

export type PlaceKey = keyof typeof DEMO_PLACES;

/** One published entry: a lane, the form type and a load or vehicle profile (an index into the profiles below). */
export type DemoLane = {
  formType: FormType;
  from: PlaceKey;
  to: PlaceKey;
  profile: number;
  /** EUR per km for a truck, a total price for a ware (§3 info.price); RON on some domestic Romanian loads. */
  price?: number;
  currency?: 'EUR' | 'RON';
  notes?: string;
};

export type LoadProfile = {
  weight: number;
  mdp: number;
  volume: number | null;
  truckType: 1 | 2 | 3 | 4 | 5 | null;
  truckTransportType: 1 | 2;
  truckCoating: 1 | 2;
  specialFeatures: (1 | 2 | 3 | 4 | 5)[];
  platformTypes: (1 | 2 | 3 | 4 | 5)[];
  dangerousLoad: boolean;
  escrowAccount: boolean;
};

const truck = (p: Partial<LoadProfile> & Pick<LoadProfile, 'weight' | 'mdp' | 'truckType'>): LoadProfile => ({
  volume: null,
  truckTransportType: 1,
  truckCoating: 1,
  specialFeatures: [],
  platformTypes: [],
  dangerousLoad: false,
  escrowAccount: false,
  ...p,
});

const ware = (p: Partial<LoadProfile> & Pick<LoadProfile, 'weight' | 'mdp' | 'platformTypes'>): LoadProfile => ({
  volume: null,
  truckType: null,
  truckTransportType: 1,
  truckCoating: 1,
  specialFeatures: [],
  dangerousLoad: false,
  escrowAccount: false,
  ...p,
});

/** Vehicles offered (truck form): trailer, reefer, 12 t box, sprinter, mega, ADR trailer, 7.5 t lift. */
export const TRUCK_PROFILES: LoadProfile[] = [
  truck({ truckType: 5, weight: 24, mdp: 13.6, volume: 90 }),
  truck({ truckType: 5, weight: 22, mdp: 13.6, volume: 86, truckCoating: 2, specialFeatures: [3] }),
  truck({ truckType: 3, weight: 6, mdp: 7.2, volume: 40, truckCoating: 2, specialFeatures: [1] }),
  truck({ truckType: 1, weight: 1.2, mdp: 4.2, volume: 14, truckTransportType: 2, truckCoating: 2 }),
  truck({ truckType: 5, weight: 24, mdp: 13.6, volume: 100, specialFeatures: [4] }),
  truck({ truckType: 5, weight: 24, mdp: 13.6, volume: 90, specialFeatures: [2], dangerousLoad: true }),
  truck({ truckType: 2, weight: 3, mdp: 6.2, volume: 30, truckCoating: 2, specialFeatures: [1], truckTransportType: 2 }),
];

/** Loads requested (ware form): full trailer, groupage, express van, car carrier, chilled, ADR. */
export const WARE_PROFILES: LoadProfile[] = [
  ware({ platformTypes: [1], weight: 24, mdp: 13.6, volume: 80 }),
  ware({ platformTypes: [1, 2], weight: 8, mdp: 5, volume: 30 }),
  ware({ platformTypes: [3], weight: 0.9, mdp: 3, volume: 10, truckTransportType: 2, truckCoating: 2 }),
  ware({ platformTypes: [4], weight: 12, mdp: 13.6, escrowAccount: true }),
  ware({ platformTypes: [1], weight: 18, mdp: 13.6, volume: 70, truckCoating: 2, specialFeatures: [3] }),
  ware({ platformTypes: [1, 2], weight: 14, mdp: 9.6, specialFeatures: [2], dangerousLoad: true, escrowAccount: true }),
];

/** Carpați Trans, a Romanian carrier: mostly trucks offered westwards and back, some loads of its own. */
const CARPATI_LANES: DemoLane[] = [
  { formType: 'truck', from: 'bucharest', to: 'duisburg', profile: 0, price: 1.15, notes: 'Return load wanted, Germany → Romania' },
  { formType: 'truck', from: 'timisoara', to: 'milan', profile: 1, price: 1.3 },
  { formType: 'truck', from: 'cluj', to: 'munich', profile: 4, price: 1.2, notes: 'Mega trailer, 100 m³, GPS tracked' },
  { formType: 'truck', from: 'arad', to: 'vienna', profile: 0 },
  { formType: 'truck', from: 'brasov', to: 'stuttgart', profile: 5, price: 1.45, notes: 'ADR classes 3, 8 and 9; driver with ADR card' },
  { formType: 'truck', from: 'oradea', to: 'budapest', profile: 3, price: 0.9 },
  { formType: 'truck', from: 'sibiu', to: 'lyon', profile: 0, price: 1.1 },
  { formType: 'truck', from: 'constanta', to: 'sofia', profile: 2 },
  { formType: 'truck', from: 'iasi', to: 'chisinau', profile: 6, price: 4.5, currency: 'RON' },
  { formType: 'truck', from: 'craiova', to: 'belgrade', profile: 0, price: 1.05 },
  { formType: 'truck', from: 'bucharest', to: 'warsaw', profile: 1, price: 1.25, notes: 'Reefer −20…+20 °C, food certified' },
  { formType: 'truck', from: 'ploiesti', to: 'rotterdam', profile: 0, price: 1.1 },
  { formType: 'truck', from: 'budapest', to: 'paris', profile: 4, notes: 'Empty in Budapest, can load the same day' },
  { formType: 'truck', from: 'cluj', to: 'prague', profile: 2, price: 1.0, notes: 'Tail lift, 15 pallets' },
  { formType: 'truck', from: 'bucharest', to: 'cluj', profile: 3, price: 3.2, currency: 'RON' },
  { formType: 'truck', from: 'barcelona', to: 'arad', profile: 0, price: 1.1, notes: 'Two drivers, direct transit' },
  { formType: 'truck', from: 'milan', to: 'timisoara', profile: 1, price: 1.2, notes: 'Return trip to Romania' },
  { formType: 'truck', from: 'oradea', to: 'bratislava', profile: 6 },
  { formType: 'truck', from: 'bucharest', to: 'athens', profile: 0, price: 1.2 },
  { formType: 'truck', from: 'timisoara', to: 'zagreb', profile: 2 },
  { formType: 'truck', from: 'sibiu', to: 'frankfurt', profile: 0, price: 1.15 },
  { formType: 'truck', from: 'constanta', to: 'kaunas', profile: 4 },
  {
    formType: 'ware',
    from: 'bucharest',
    to: 'constanta',
    profile: 1,
    price: 2400,
    currency: 'RON',
    notes: 'Building materials on pallets',
  },
  { formType: 'ware', from: 'cluj', to: 'budapest', profile: 0, price: 650 },
  { formType: 'ware', from: 'timisoara', to: 'vienna', profile: 4, price: 900, notes: 'Chilled dairy, +2…+6 °C' },
  { formType: 'ware', from: 'sofia', to: 'craiova', profile: 3, price: 700 },
  { formType: 'ware', from: 'iasi', to: 'bucharest', profile: 2, price: 1500, currency: 'RON' },
  { formType: 'ware', from: 'brasov', to: 'graz', profile: 0 },
  { formType: 'ware', from: 'arad', to: 'szeged', profile: 5, notes: 'ADR class 3, UN1263 paint' },
  { formType: 'ware', from: 'ploiesti', to: 'plovdiv', profile: 1, price: 480 },
];

/** Rhein Spedition, a German forwarder: mostly loads to place across Europe, some trucks of partners. */
const RHEIN_LANES: DemoLane[] = [
  { formType: 'ware', from: 'duisburg', to: 'bucharest', profile: 0, price: 2100, notes: 'Steel coils, 24 t, chains required' },
  { formType: 'ware', from: 'hamburg', to: 'warsaw', profile: 0, price: 1250 },
  { formType: 'ware', from: 'cologne', to: 'lyon', profile: 1, price: 980 },
  { formType: 'ware', from: 'munich', to: 'milan', profile: 4, price: 1100, notes: 'Frischware, Kühlung +4 °C' },
  { formType: 'ware', from: 'frankfurt', to: 'paris', profile: 2, price: 850, notes: 'Express, delivery next morning' },
  { formType: 'ware', from: 'stuttgart', to: 'cluj', profile: 3, price: 1900, notes: '8 new cars, escrow payment' },
  { formType: 'ware', from: 'prague', to: 'dortmund', profile: 0 },
  { formType: 'ware', from: 'leipzig', to: 'budapest', profile: 1, price: 1150 },
  { formType: 'ware', from: 'berlin', to: 'poznan', profile: 0, price: 620 },
  { formType: 'ware', from: 'nuremberg', to: 'linz', profile: 5, notes: 'ADR Klasse 8, Gefahrgut, UN1830' },
  { formType: 'ware', from: 'rotterdam', to: 'timisoara', profile: 0, price: 2300 },
  { formType: 'ware', from: 'antwerp', to: 'krakow', profile: 1, price: 1450 },
  { formType: 'ware', from: 'venlo', to: 'brno', profile: 4 },
  { formType: 'ware', from: 'amsterdam', to: 'copenhagen', profile: 0, price: 1000 },
  { formType: 'ware', from: 'brussels', to: 'madrid', profile: 1, price: 1950 },
  { formType: 'ware', from: 'liege', to: 'zurich', profile: 2, price: 780 },
  { formType: 'ware', from: 'strasbourg', to: 'basel', profile: 2 },
  { formType: 'ware', from: 'duisburg', to: 'wroclaw', profile: 0, price: 1050 },
  { formType: 'ware', from: 'hamburg', to: 'ljubljana', profile: 4, price: 1700 },
  { formType: 'ware', from: 'frankfurt', to: 'luxembourg', profile: 1 },
  { formType: 'ware', from: 'munich', to: 'verona', profile: 0, price: 720 },
  { formType: 'ware', from: 'zaragoza', to: 'cologne', profile: 5, price: 2050 },
  { formType: 'truck', from: 'duisburg', to: 'lodz', profile: 0, price: 1.05, notes: 'Partner truck, Euro 6, 33 pallets' },
  { formType: 'truck', from: 'warsaw', to: 'berlin', profile: 2 },
  { formType: 'truck', from: 'stuttgart', to: 'turin', profile: 1, price: 1.35 },
  { formType: 'truck', from: 'hamburg', to: 'marseille', profile: 4, price: 1.25 },
  { formType: 'truck', from: 'vienna', to: 'munich', profile: 0 },
  { formType: 'truck', from: 'frankfurt', to: 'valencia', profile: 0, price: 1.15, notes: 'Frei ab Freitag' },
  { formType: 'truck', from: 'dortmund', to: 'zaragoza', profile: 3, price: 0.95 },
  { formType: 'truck', from: 'leipzig', to: 'noviSad', profile: 6 },
];

/** The lanes of each demo company, in the order of DEMO_COMPANIES. */
export const DEMO_LANES: DemoLane[][] = [CARPATI_LANES, RHEIN_LANES];
