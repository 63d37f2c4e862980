import { PLATFORM_TYPES, TRUCK_TYPES } from '@freight/shared/entries';

/** The error text of a body path, or undefined. */
export type ErrorOf = (path: string) => string | undefined;

/** Checks a body path's field once the member leaves it (the form layer's rule, decision 016). */
export type OnLeave = (path: string) => void;

/** The id of the element that shows a body path's error. */
export const inputId = (path: string) => `entry-${path.replace(/\./g, '-')}`;

/** The id of one box of a group (a truck type, a platform type). */
export const boxId = (path: string, code: number) => `${inputId(path)}-${code}`;

/** The groups whose id sits on their wrapper, with the box a failed save focuses instead: the first. */
const GROUP_FIRST_BOX: Record<string, number> = {
  'transport_options.truck_type': TRUCK_TYPES[0],
  'transport_options.platform_type': PLATFORM_TYPES[0],
};

/**
 * The id of the control a failed save focuses for a body path (`fieldId` of the form layer): both ends
 * of a range and its day list are one range picker (the `date_start` id), the city's id and name one
 * city picker, a group its first box.
 */
export function focusId(path: string): string {
  const target = path.replace(/\.(date|date_end)$/, '.date_start').replace(/\.(external_city_id|city_type)$/, '.city_display_name');
  const firstBox = GROUP_FIRST_BOX[target];
  return firstBox === undefined ? inputId(target) : boxId(target, firstBox);
}
