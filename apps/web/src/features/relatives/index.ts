// The relatives screen's public face: the registration form links here to choose relatives.

/** /Addrelatives for one registration of one activity. */
export const addRelativesPath = (regId: string, actId: string) =>
  `/Addrelatives?regID=${encodeURIComponent(regId)}&actId=${encodeURIComponent(actId)}`;
