import type { UiLanguage } from '@freight/shared/languages';

/** The transport order's labels (issue 31 item 4), one set per interface language; the compiler holds them complete. */
export type OrderTexts = {
  title: string;
  number: string;
  agreedAt: string;
  cancelled: string;
  carrierOrShipper: { owner: string; bidder: string };
  vat: string;
  address: string;
  contact: string;
  route: string;
  loading: string;
  unloading: string;
  cargo: string;
  vehicle: string;
  weight: string;
  volume: string;
  loadingMetres: string;
  price: string;
  perKm: string;
  total: string;
  vatIncluded: string;
  vatExcluded: string;
  paymentTerm: string;
  days: string;
  note: string;
  entryNotes: string;
  acceptedBy: string;
  proposedBy: string;
  truckTypes: Record<number, string>;
  platformTypes: Record<number, string>;
};

export const ORDER_TEXTS: Record<UiLanguage, OrderTexts> = {
  en: {
    title: 'Transport order',
    number: 'Number',
    agreedAt: 'Agreed on',
    cancelled: 'Cancelled',
    carrierOrShipper: { owner: 'Party who published the entry', bidder: 'Party who made the offer' },
    vat: 'VAT number',
    address: 'Address',
    contact: 'Contact person',
    route: 'Route',
    loading: 'Loading',
    unloading: 'Unloading',
    cargo: 'Goods',
    vehicle: 'Vehicle',
    weight: 'Weight',
    volume: 'Volume',
    loadingMetres: 'Loading metres',
    price: 'Price',
    perKm: 'per km',
    total: 'total',
    vatIncluded: 'VAT included',
    vatExcluded: 'VAT not included',
    paymentTerm: 'Payment term',
    days: 'days',
    note: 'Note',
    entryNotes: 'Notes of the entry',
    acceptedBy: 'Accepted by',
    proposedBy: 'Terms proposed by',
    truckTypes: { 1: 'Sprinter', 2: 'Truck 7.5 t', 3: 'Truck 12 t', 4: 'Truck 24 t', 5: 'Trailer' },
    platformTypes: { 1: 'Semi-trailer', 2: 'Truck', 3: 'Van', 4: 'Car carrier', 5: 'Truck 7.5 t' },
  },
  ro: {
    title: 'Comandă de transport',
    number: 'Număr',
    agreedAt: 'Încheiată la',
    cancelled: 'Anulată',
    carrierOrShipper: { owner: 'Partea care a publicat anunțul', bidder: 'Partea care a făcut oferta' },
    vat: 'Cod fiscal (CUI)',
    address: 'Adresă',
    contact: 'Persoană de contact',
    route: 'Traseu',
    loading: 'Încărcare',
    unloading: 'Descărcare',
    cargo: 'Marfă',
    vehicle: 'Vehicul',
    weight: 'Greutate',
    volume: 'Volum',
    loadingMetres: 'Metri de încărcare',
    price: 'Preț',
    perKm: 'pe km',
    total: 'total',
    vatIncluded: 'cu TVA inclus',
    vatExcluded: 'fără TVA',
    paymentTerm: 'Termen de plată',
    days: 'zile',
    note: 'Observație',
    entryNotes: 'Observațiile anunțului',
    acceptedBy: 'Acceptată de',
    proposedBy: 'Condiții propuse de',
    truckTypes: { 1: 'Sprinter', 2: 'Camion 7,5 t', 3: 'Camion 12 t', 4: 'Camion 24 t', 5: 'Semiremorcă' },
    platformTypes: { 1: 'Semiremorcă', 2: 'Camion', 3: 'Dubă', 4: 'Platformă auto', 5: 'Camion 7,5 t' },
  },
  de: {
    title: 'Transportauftrag',
    number: 'Nummer',
    agreedAt: 'Vereinbart am',
    cancelled: 'Storniert',
    carrierOrShipper: { owner: 'Partei, die den Eintrag veröffentlicht hat', bidder: 'Partei, die das Angebot abgegeben hat' },
    vat: 'USt-IdNr.',
    address: 'Anschrift',
    contact: 'Ansprechpartner',
    route: 'Strecke',
    loading: 'Beladung',
    unloading: 'Entladung',
    cargo: 'Ware',
    vehicle: 'Fahrzeug',
    weight: 'Gewicht',
    volume: 'Volumen',
    loadingMetres: 'Lademeter',
    price: 'Preis',
    perKm: 'pro km',
    total: 'gesamt',
    vatIncluded: 'inkl. MwSt.',
    vatExcluded: 'zzgl. MwSt.',
    paymentTerm: 'Zahlungsziel',
    days: 'Tage',
    note: 'Bemerkung',
    entryNotes: 'Bemerkungen des Eintrags',
    acceptedBy: 'Angenommen von',
    proposedBy: 'Bedingungen vorgeschlagen von',
    truckTypes: { 1: 'Sprinter', 2: 'Lkw 7,5 t', 3: 'Lkw 12 t', 4: 'Lkw 24 t', 5: 'Sattelzug' },
    platformTypes: { 1: 'Sattelauflieger', 2: 'Lkw', 3: 'Transporter', 4: 'Autotransporter', 5: 'Lkw 7,5 t' },
  },
  hu: {
    title: 'Fuvarmegbízás',
    number: 'Szám',
    agreedAt: 'Megkötve',
    cancelled: 'Lemondva',
    carrierOrShipper: { owner: 'A hirdetést közzétevő fél', bidder: 'Az ajánlatot tevő fél' },
    vat: 'Adószám',
    address: 'Cím',
    contact: 'Kapcsolattartó',
    route: 'Útvonal',
    loading: 'Felrakodás',
    unloading: 'Lerakodás',
    cargo: 'Áru',
    vehicle: 'Jármű',
    weight: 'Súly',
    volume: 'Térfogat',
    loadingMetres: 'Rakodóméter',
    price: 'Ár',
    perKm: 'km-enként',
    total: 'összesen',
    vatIncluded: 'áfával',
    vatExcluded: 'áfa nélkül',
    paymentTerm: 'Fizetési határidő',
    days: 'nap',
    note: 'Megjegyzés',
    entryNotes: 'A hirdetés megjegyzései',
    acceptedBy: 'Elfogadta',
    proposedBy: 'A feltételeket javasolta',
    truckTypes: { 1: 'Sprinter', 2: 'Tehergépkocsi 7,5 t', 3: 'Tehergépkocsi 12 t', 4: 'Tehergépkocsi 24 t', 5: 'Nyerges szerelvény' },
    platformTypes: { 1: 'Félpótkocsi', 2: 'Tehergépkocsi', 3: 'Kisteherautó', 4: 'Autószállító', 5: 'Tehergépkocsi 7,5 t' },
  },
  fr: {
    title: 'Ordre de transport',
    number: 'Numéro',
    agreedAt: 'Conclu le',
    cancelled: 'Annulé',
    carrierOrShipper: { owner: 'Partie ayant publié l’annonce', bidder: 'Partie ayant fait l’offre' },
    vat: 'Numéro de TVA',
    address: 'Adresse',
    contact: 'Personne de contact',
    route: 'Itinéraire',
    loading: 'Chargement',
    unloading: 'Déchargement',
    cargo: 'Marchandise',
    vehicle: 'Véhicule',
    weight: 'Poids',
    volume: 'Volume',
    loadingMetres: 'Mètres de plancher',
    price: 'Prix',
    perKm: 'par km',
    total: 'total',
    vatIncluded: 'TVA comprise',
    vatExcluded: 'hors TVA',
    paymentTerm: 'Délai de paiement',
    days: 'jours',
    note: 'Remarque',
    entryNotes: 'Remarques de l’annonce',
    acceptedBy: 'Accepté par',
    proposedBy: 'Conditions proposées par',
    truckTypes: { 1: 'Sprinter', 2: 'Camion 7,5 t', 3: 'Camion 12 t', 4: 'Camion 24 t', 5: 'Semi-remorque' },
    platformTypes: { 1: 'Semi-remorque', 2: 'Camion', 3: 'Fourgon', 4: 'Porte-voitures', 5: 'Camion 7,5 t' },
  },
};
