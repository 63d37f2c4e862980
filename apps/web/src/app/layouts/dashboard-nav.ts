/** Sidebar groups of the dashboard (§2). Routes of later issues are listed here once they exist. */
export type NavItem = { to: string; key: string };
export type NavGroup = { key: string; items: NavItem[] };

export const DASHBOARD_NAV: NavGroup[] = [
  {
    key: 'nav.groups.wares',
    items: [
      { to: '/dashboard/publish-ware', key: 'nav.publishWare' },
      { to: '/dashboard/search-wares', key: 'nav.searchWares' },
      { to: '/dashboard/my-wares', key: 'nav.myWares' },
    ],
  },
  {
    key: 'nav.groups.trucks',
    items: [
      { to: '/dashboard/publish-truck', key: 'nav.publishTruck' },
      { to: '/dashboard/search-trucks', key: 'nav.searchTrucks' },
      { to: '/dashboard/my-trucks', key: 'nav.myTrucks' },
    ],
  },
  {
    key: 'nav.groups.incidents',
    items: [
      { to: '/dashboard/add-payment-incident', key: 'nav.addPaymentIncident' },
      { to: '/dashboard/add-transport-incident', key: 'nav.addTransportIncident' },
      { to: '/dashboard/my-incidents', key: 'nav.myIncidents' },
      { to: '/dashboard/other-company-incidents', key: 'nav.otherCompanyIncidents' },
    ],
  },
  {
    key: 'nav.groups.settings',
    items: [
      { to: '/dashboard/company-details', key: 'nav.companyDetails' },
      { to: '/dashboard/employees', key: 'nav.employees' },
      { to: '/dashboard/company-search', key: 'nav.companySearch' },
      // Issue 35 item 1: a §2 menu entry whose page the spec leaves open.
      { to: '/dashboard/road-distances', key: 'nav.roadDistances' },
      // Issue 32 item 7: the §2 menu's "Statistics" entry.
      { to: '/dashboard/statistics', key: 'nav.statistics' },
      { to: '/dashboard/useful-links', key: 'nav.usefulLinks' },
      { to: '/dashboard/change-password', key: 'nav.changePassword' },
    ],
  },
];

export const HELP_EMAIL = 'support@freight-exchange.example';
