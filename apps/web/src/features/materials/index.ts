// The materials feature's public face: other features may link to its screens.
export const MATERIALS_PATHS = {
  certificates: '/EntrymanagementCertificates',
  addChild: '/Addchildren',
  essentialInfo: '/Essentialinformation',
  review: '/MaterialReview',
} as const;
