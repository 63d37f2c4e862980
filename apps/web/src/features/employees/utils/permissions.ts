import { ADMIN_EDITABLE_FIELDS, SELF_EDITABLE_FIELDS } from '@freight/shared/employees';

type Viewer = { id: number; role: string; company: number | null; is_superuser?: boolean } | null;

/** §6, as the API enforces it: an admin of the company manages its employees. */
export const isAdminOf = (viewer: Viewer, companyId: number) =>
  viewer !== null && !viewer.is_superuser && viewer.role === 'admin' && viewer.company === companyId;

/** The fields this viewer may change on the employee (the same two sets the API checks). */
export function editableFields(viewer: Viewer, employee: { id: number; company: number }): Set<string> {
  const fields = new Set<string>();
  if (isAdminOf(viewer, employee.company)) ADMIN_EDITABLE_FIELDS.forEach((field) => fields.add(field));
  if (viewer?.id === employee.id) SELF_EDITABLE_FIELDS.forEach((field) => fields.add(field));
  return fields;
}
