import { apiFetchBlob } from '../../../lib/api-blob';

export { saveBlob } from '../../../lib/api-blob';

/** An incident document (`url` from the list), readable by the reporter, the target and staff. */
export const fetchIncidentDocument = (path: string): Promise<Blob> => apiFetchBlob(path);
