/** §2 firm card: the commercial registration as order number-unique id-year, when it has all three parts. */
export function registryText(company: {
  registry_orderNumber: string;
  registry_uniqueId: string;
  registry_year: string;
  registry_combination: string;
}) {
  const parts = [company.registry_orderNumber, company.registry_uniqueId, company.registry_year];
  if (parts.every(Boolean)) return parts.join('-');
  return company.registry_combination;
}
