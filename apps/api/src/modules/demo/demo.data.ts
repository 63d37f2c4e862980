import type { CompanyType, UserRole } from '@freight/shared/accounts-constants';
import type { SpokenLanguage, UiLanguage } from '@freight/shared/languages';
import type { ExtraPhone } from '../../db/schema';

/**
 * Demo accounts written into a new embedded database (DESIGN §4) so a first-time user can look
 * around at once. Every demo login uses this one documented password (it meets the §5 rules);
 * DEMO_DATA=0 turns the demo off, and it never runs on DATABASE_URL unless DEMO_DATA=1.
 */
export const DEMO_PASSWORD = 'Demo-Freight-2026';

export const DEMO_STAFF = { email: 'staff@demo.example', firstName: 'Demo', lastName: 'Staff' } as const;

export type DemoUser = {
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  jobTitle: string;
  phonePrefix: string;
  phone: string;
  spokenLanguages: SpokenLanguage[];
  language: UiLanguage;
  hasWhatsApp: boolean;
  hasSignalApp: boolean;
  /** §3 Employee phones list: extra numbers beside the main one. */
  phones: ExtraPhone[];
};

/** How the deal history (demo.deals.ts) names the demo companies. */
export type DemoCompanyKey = 'carpati' | 'rhein' | 'tisza' | 'vistula' | 'alpes';

export type DemoCompany = {
  key: DemoCompanyKey;
  name: string;
  type: CompanyType;
  vatNumber: string;
  registryOrderNumber: string;
  registryUniqueId: string;
  registryYear: string;
  street: string;
  number: string;
  postalCode: string;
  city: string;
  country: string;
  website: string;
  establishmentYear: number;
  subscriptionMonths: 6 | 12;
  paymentReference: string;
  users: [DemoUser, ...DemoUser[]];
};

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'carpati',
    name: 'Carpați Trans SRL',
    type: 0,
    vatNumber: 'RO18547293',
    registryOrderNumber: 'J40',
    registryUniqueId: '7315',
    registryYear: '2006',
    street: 'Bulevardul Theodor Pallady',
    number: '51',
    postalCode: '032258',
    city: 'București',
    country: 'RO',
    website: 'https://carpati-trans.example',
    establishmentYear: 2006,
    subscriptionMonths: 12,
    paymentReference: 'DEMO-RO-0001',
    users: [
      {
        email: 'andrei.popescu@carpati-trans.example',
        firstName: 'Andrei',
        lastName: 'Popescu',
        role: 'admin',
        jobTitle: 'sefDepartament',
        phonePrefix: '+40',
        phone: '722345678',
        spokenLanguages: ['ro', 'en', 'it'],
        language: 'ro',
        hasWhatsApp: true,
        hasSignalApp: false,
        phones: [{ prefix: '+40', number: '213456789', notes: 'Office, 8:00–17:00', has_whatsapp: false, has_signal: false }],
      },
      {
        email: 'ioana.dumitrescu@carpati-trans.example',
        firstName: 'Ioana',
        lastName: 'Dumitrescu',
        role: 'employee',
        jobTitle: 'expeditor',
        phonePrefix: '+40',
        phone: '744918305',
        spokenLanguages: ['ro', 'en', 'hu'],
        language: 'ro',
        hasWhatsApp: true,
        hasSignalApp: true,
        phones: [{ prefix: '+40', number: '755123987', notes: 'Night dispatch', has_whatsapp: true, has_signal: false }],
      },
    ],
  },
  {
    key: 'rhein',
    name: 'Rhein Spedition GmbH',
    type: 1,
    vatNumber: 'DE298765431',
    registryOrderNumber: '',
    registryUniqueId: '',
    registryYear: '',
    street: 'Hafenstraße',
    number: '12',
    postalCode: '47119',
    city: 'Duisburg',
    country: 'DE',
    website: 'https://rhein-spedition.example',
    establishmentYear: 1998,
    subscriptionMonths: 12,
    paymentReference: 'DEMO-DE-0002',
    users: [
      {
        email: 'markus.becker@rhein-spedition.example',
        firstName: 'Markus',
        lastName: 'Becker',
        role: 'admin',
        jobTitle: 'sefDepartament',
        phonePrefix: '+49',
        phone: '2034567890',
        spokenLanguages: ['de', 'en', 'fr'],
        language: 'de',
        hasWhatsApp: false,
        hasSignalApp: true,
        phones: [
          { prefix: '+49', number: '2031234560', notes: 'Zentrale', has_whatsapp: false, has_signal: false },
          { prefix: '+49', number: '17612345678', notes: 'Mobile, weekends', has_whatsapp: true, has_signal: true },
        ],
      },
      {
        email: 'julia.schneider@rhein-spedition.example',
        firstName: 'Julia',
        lastName: 'Schneider',
        role: 'employee',
        jobTitle: 'expeditor',
        phonePrefix: '+49',
        phone: '15123456789',
        spokenLanguages: ['de', 'en', 'pl'],
        language: 'de',
        hasWhatsApp: true,
        hasSignalApp: false,
        phones: [],
      },
    ],
  },

  /*
   * Three more partners of the deal history (demo.deals.ts): a lane price needs deals of at least three
   * carriers and three payers, also once a reader's own deals are set aside (decision 065). Their
   * administrators' interface languages (hu, en, fr) give every interface language a demo login.
   */
  {
    key: 'tisza',
    name: 'Tisza Cargo Kft.',
    type: 0,
    vatNumber: 'HU24681357',
    registryOrderNumber: '',
    registryUniqueId: '',
    registryYear: '',
    street: 'Kossuth Lajos sugárút',
    number: '42',
    postalCode: '6724',
    city: 'Szeged',
    country: 'HU',
    website: 'https://tisza-cargo.example',
    establishmentYear: 2004,
    subscriptionMonths: 12,
    paymentReference: 'DEMO-HU-0003',
    users: [
      {
        email: 'bence.kovacs@tisza-cargo.example',
        firstName: 'Bence',
        lastName: 'Kovács',
        role: 'admin',
        jobTitle: 'sefDepartament',
        phonePrefix: '+36',
        phone: '301234567',
        spokenLanguages: ['hu', 'en', 'de', 'ro'],
        language: 'hu',
        hasWhatsApp: true,
        hasSignalApp: false,
        phones: [{ prefix: '+36', number: '62123456', notes: 'Diszpécser, 7:00–19:00', has_whatsapp: false, has_signal: false }],
      },
    ],
  },
  {
    key: 'vistula',
    name: 'Vistula Trans Sp. z o.o.',
    type: 0,
    vatNumber: 'PL8971234567',
    registryOrderNumber: '',
    registryUniqueId: '',
    registryYear: '',
    street: 'ul. Legnicka',
    number: '55',
    postalCode: '54-203',
    city: 'Wrocław',
    country: 'PL',
    website: 'https://vistula-trans.example',
    establishmentYear: 2011,
    subscriptionMonths: 12,
    paymentReference: 'DEMO-PL-0004',
    users: [
      {
        email: 'katarzyna.nowak@vistula-trans.example',
        firstName: 'Katarzyna',
        lastName: 'Nowak',
        role: 'admin',
        jobTitle: 'expeditor',
        phonePrefix: '+48',
        phone: '601234567',
        spokenLanguages: ['pl', 'en', 'de'],
        language: 'en',
        hasWhatsApp: true,
        hasSignalApp: true,
        phones: [],
      },
    ],
  },
  {
    key: 'alpes',
    name: 'Alpes Fret Logistique SAS',
    type: 1,
    vatNumber: 'FR32812345678',
    registryOrderNumber: '',
    registryUniqueId: '',
    registryYear: '',
    street: 'Rue de Gerland',
    number: '120',
    postalCode: '69007',
    city: 'Lyon',
    country: 'FR',
    website: 'https://alpes-fret.example',
    establishmentYear: 2009,
    subscriptionMonths: 12,
    paymentReference: 'DEMO-FR-0005',
    users: [
      {
        email: 'camille.martin@alpes-fret.example',
        firstName: 'Camille',
        lastName: 'Martin',
        role: 'admin',
        jobTitle: 'sefDepartament',
        phonePrefix: '+33',
        phone: '612345678',
        spokenLanguages: ['fr', 'en', 'it'],
        language: 'fr',
        hasWhatsApp: true,
        hasSignalApp: true,
        phones: [{ prefix: '+33', number: '472123456', notes: 'Bureau, 8h–18h', has_whatsapp: false, has_signal: false }],
      },
    ],
  },
];
