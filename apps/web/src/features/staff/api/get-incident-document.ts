import { apiFetchBlob } from '../../../lib/api-blob';

/** An incident document for review (its `url` from the list). */
export const getIncidentDocument = (path: string): Promise<Blob> => apiFetchBlob(path);
