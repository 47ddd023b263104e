export const TRAVEL_KEY = ['travel'] as const;
