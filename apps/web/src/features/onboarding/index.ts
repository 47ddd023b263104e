// The onboarding feature's public face: where the onboarding form lives.
export const ENTRY_MANAGEMENT_PATH = '/Entrymanagement';
