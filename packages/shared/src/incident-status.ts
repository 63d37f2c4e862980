/**
 * §4 incident statuses, apart from the rest of incidents.ts because deals.ts needs them for a deal's linked
 * incident while incidents.ts reads the deal's price units and currencies: neither imports the other's file.
 */
export const INCIDENT_STATUSES = ['pending', 'approved', 'declined'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/**
 * Decision 067: a deal has at most one open payment incident (the partial unique index of migration 0034 says
 * the same). A declined one no longer stands, so the creditor may file again; pending and approved ones do.
 */
export const isOpenIncident = (status: IncidentStatus) => status !== 'declined';
