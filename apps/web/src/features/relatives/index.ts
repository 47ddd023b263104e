// The relatives screen's public face: the registration form links here to choose relatives and can
// list the chosen ones with the same query (one cache entry, refreshed when the selection is saved).
export { relativesQuery } from './api/relatives';

/** /Addrelatives for one registration of one activity. */
export const addRelativesPath = (regId: string, actId: string) =>
  `/Addrelatives?regID=${encodeURIComponent(regId)}&actId=${encodeURIComponent(actId)}`;
