import type { CompanyStatus } from '@freight/shared/accounts-constants';

/** Query keys of the staff screens; every mutation invalidates `companies` so all three tabs refetch. */
export const staffKeys = {
  companies: ['staff', 'companies'] as const,
  companyList: (status: CompanyStatus) => ['staff', 'companies', status] as const,
  document: (companyId: number, documentId: number) => ['staff', 'document', companyId, documentId] as const,
};
