import type { CompanyType, UserRole } from '@freight/shared/accounts-constants';
import type { SpokenLanguage, UiLanguage } from '@freight/shared/languages';

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
};

export type DemoCompany = {
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
  subscriptionMonths: 6 | 12;
  paymentReference: string;
  users: [DemoUser, ...DemoUser[]];
};

export const DEMO_COMPANIES: DemoCompany[] = [
  {
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
      },
    ],
  },
  {
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
      },
    ],
  },
];
