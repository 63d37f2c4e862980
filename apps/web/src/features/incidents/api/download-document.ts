import { fetchBlob } from '../../../lib/api-client';

export { saveBlob } from '../../../lib/save-blob';

/** An incident document (`url` from the list), readable by the reporter, the target and staff. */
export const fetchIncidentDocument = (path: string): Promise<Blob> => fetchBlob(path);
