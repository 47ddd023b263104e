import { LineIcon } from '../../../ui/line-icon';

/** A circle as path commands (two arcs), for icons drawn in one path. */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

const PAGE = 'M6 3h8l4 4v14H6zM14 3v4h4';
const SHIELD = 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z';
const HISTORY_CLOCK = 'M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4';
const SLIDERS = `M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1${circle(15, 6, 2)}${circle(9, 12, 2)}${circle(17, 18, 2)}`;
const TICKET = 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z';

/** The areas' icons (a card's title); an entry that opens its area's main screen reuses its area's. */
const AREA_PATHS = {
  attendance: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4v5l3 2',
  requests: 'M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5',
  approvals: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-4 9 3 3 5-6',
  shop: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  activities: 'M6 21V4M6 4h11l-2 4 2 4H6',
  welfare: 'M4 11h16v10H4zM3 7h18v4H3zM12 7v14M12 7C10 3 6 4 7 7M12 7c2-4 6-3 5 0',
  calculators: 'M6 3h12v18H6zM9 7h6M9 12h.01M12 12h.01M15 12h.01M9 16h.01M12 16h.01M15 16h.01',
  onboarding: 'M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 21c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6',
  certificates: 'M12 3a6 6 0 1 0 0 12 6 6 0 0 0 0-12zM9 14l-2 7 5-3 5 3-2-7',
  services: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  tax: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8l3 3 3-3M12 11v6M9.5 13h5',
  records: 'M3 7h16v13H3zM3 7l12-4v4M15 12h4v4h-4z',
  support: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19a3 3 0 0 1-3 3h-4',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
};

/**
 * Line icons (24 x 24, stroked) for the menu areas and every entry of the product menu, drawn
 * inline so the home needs no icon font or image request. Within an area each entry has an icon
 * of its own (area-icon.test.ts); a name without one shows its area's, then a person.
 */
export const MENU_ICON_PATHS: Readonly<Record<string, string>> = {
  ...AREA_PATHS,

  // attendance
  clockIn: 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm0 4v4l3 2M9 2h6',
  attendanceCalendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h2M14 14h2M8 17h2',
  attendanceSummary: 'M4 20h16M7 16v-5M12 16V7M17 16v-8',
  attendanceRules: 'M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h11M9 8h6',
  leaveAmount:
    'M7 3h10M7 21h10M8 3v2a4 4 0 0 0 2 3.5L12 12l2-3.5A4 4 0 0 0 16 5V3M8 21v-2a4 4 0 0 1 2-3.5L12 12l2 3.5a4 4 0 0 1 2 3.5v2',
  attendanceLocation:
    'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 6.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  clockExceptions: 'M12 3 2 20h20zM12 9v5M12 17h.01',
  workCalendar:
    'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M12 12.5l1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.3-2.4 1.3.5-2.6-1.9-1.8 2.6-.4z',

  // requests
  leaveApply: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 15h7M13 13l2 2-2 2',
  quickLeave: 'M13 2 4 14h7l-1 8 9-12h-7z',
  overtimeApply: `M19 12a8 8 0 1 1-8-8M11 8v4l3 2M19 2v6M16 5h6`,
  outingApply: 'M14 4H5v16h9M10 12h11M18 9l3 3-3 3',
  tripApply: 'M3 8h18v12H3zM9 8V5h6v3M3 13h18',
  maternityRecord: `M3 11h12a6 6 0 0 1-12 0zM9 11V5a6 6 0 0 1 6 6M15 11l1.5-4H20${circle(6, 20, 1.5)}${circle(13, 20, 1.5)}`,
  makeUpClock: `${HISTORY_CLOCK}M12 8v4l3 2`,
  applicationInquiry: `M6 3h8l4 4v4M6 3v18h6M14 3v4h4${circle(16, 16, 3)}M18.2 18.2 21 21`,

  // approvals
  approvalQuery: `M9 3h6v3H9zM7 4H5v17h8M17 4h2v8${circle(17, 17, 3)}M19.2 19.2 21.5 21.5`,
  makeUpClockApproval: `${HISTORY_CLOCK}M9 12l2 2 4-4`,

  // shop
  salesShop: 'M3 12V4h8l10 10-8 8zM7.5 7.5h.01',
  welfareShop:
    'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2M12 17.5s-3-1.8-3-3.5a1.5 1.5 0 0 1 3-.5 1.5 1.5 0 0 1 3 .5c0 1.7-3 3.5-3 3.5z',
  myOrders: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h4',
  mySpecialSale: `M3 4h2l2.5 11h10L20 7H6.2${circle(9, 19.5, 1.5)}${circle(17, 19.5, 1.5)}`,
  shopOrderAdmin: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',

  // activities
  activitiesAndWelfare: AREA_PATHS.activities,
  myActivities: `${TICKET}M14 7v10`,
  activityAdmin: 'M3 10v4h4l8 5V5L7 10zM18 9a4 4 0 0 1 0 6',

  // welfare
  welfareRights: AREA_PATHS.welfare,
  myRights: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  preferential: `${circle(7, 7, 2)}${circle(17, 17, 2)}M19 5 5 19`,
  welfareAdmin: SLIDERS,

  // calculators
  calculatorIndex: AREA_PATHS.calculators,

  // onboarding
  entryManagement: 'M8 3h8v3H8zM6 4.5H5V21h14V4.5h-1M9 11h6M9 15h6M9 18h3',
  entryService: 'M10 4h9v16h-9M3 12h11M11 9l3 3-3 3',
  addChildren: `${circle(9, 7, 3)}M3 20c0-3.5 2.5-6 6-6s6 2.5 6 6${circle(18, 11, 2)}M15.5 20c0-2 1-3.5 2.5-3.5s2.5 1.5 2.5 3.5`,
  essentialInformation: `M3 5h18v14H3zM14 10h4M14 14h4${circle(8.5, 10, 2)}M5.5 16c.5-1.7 1.6-2.5 3-2.5s2.5.8 3 2.5`,
  onboardingAdmin: AREA_PATHS.onboarding,
  materialReview: `${PAGE}M9 14l2 2 4-4`,
  newHireAdmin: `${circle(9, 8, 3)}M3 20c0-3.5 2.5-6 6-6s6 2.5 6 6M16 5a3 3 0 0 1 0 6M18 14c2 .7 3 2.7 3 6`,
  articleAdmin: 'M3 5h6a3 3 0 0 1 3 3v12a2 2 0 0 0-2-2H3zM21 5h-6a3 3 0 0 0-3 3v12a2 2 0 0 1 2-2h7z',

  // certificates
  openProof: AREA_PATHS.certificates,
  resignationFund: 'M3 11l9-7 9 7M5 10v10h7M15 17h7M19 14l3 3-3 3',
  resignationCertificate: 'M6 3h8l4 4v5M6 3v18h7M14 3v4h4M15 18h7M19 15l3 3-3 3',
  certificateApproval: 'M9 3h6v5l-1 3h6v4H4v-4h6L9 8zM4 20h16',
  fundTransferApproval: 'M3 9l9-5 9 5M5 9v9M10 9v9M14 9v9M19 9v9M3 20h18',

  // services
  backlog: 'M9 6h11M9 12h11M9 18h11M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2',
  healthIndex: 'M3 12h4l2-5 4 10 2-5h6',
  etc: 'M4 17v-5l2-5h12l2 5v5zM4 12h16M7 17v2M17 17v2M7.5 14.5h.01M16.5 14.5h.01',
  counterPosition: `${circle(12, 12, 7)}${circle(12, 12, 2)}M12 2v3M12 19v3M2 12h3M19 12h3`,

  // tax
  deductions: `${PAGE}M9 14h6`,
  taxDeclaration: AREA_PATHS.tax,
  taxTrial: 'M12 3v9h9a9 9 0 1 1-9-9zM15 3.5A9 9 0 0 1 20.5 9H15z',
  realName: `${SHIELD}M8.5 12l2.5 2.5 4.5-5`,
  deductionAdmin: SLIDERS,

  // pay and benefits
  salary: `M3 6h18v12H3z${circle(12, 12, 3)}M6 9h.01M18 15h.01`,
  socialSecurity: `${SHIELD}M12 8v8M8 12h8`,
  providentFund: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  welfareDetails: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  reimbursements: 'M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3',
  companyDocuments: 'M3 6h6l2 2h10v12H3z',
  socialSecurityCard: 'M3 6h18v12H3zM3 10h18M6 15h4',
  payrollAdmin: SLIDERS,

  // help and services
  customerService: 'M4 5h16v11H9l-5 4zM8 10.5h.01M12 10.5h.01M16 10.5h.01',
  satisfaction: `${circle(12, 12, 9)}M8 14a5 5 0 0 0 8 0M9 9.5h.01M15 9.5h.01`,
  employeeTesting: 'M6 3h8l4 4v5M6 3v18h5M14 3v4h4M14 21l1-3 5-5 2 2-5 5z',
  administrativeAssistant: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
  visa: `M5 3h14v18H5z${circle(12, 10, 3.5)}M9 17h6`,
  insurances: 'M3 12a9 9 0 0 1 18 0zM12 12v7a2 2 0 0 1-4 0',
  businessAffairs:
    'M4 21V5h10v16M14 9h6v12M3 21h18M7 9h.01M11 9h.01M7 13h.01M11 13h.01M7 17h.01M11 17h.01M17 13h.01M17 17h.01',
  signClothes: 'M8 3 3 6l2 4 2-1v12h10V9l2 1 2-4-5-3a4 4 0 0 1-8 0z',
  electronicTag: `M6 4h12v17H6zM10 4V2h4v2${circle(12, 10, 2.5)}M8.5 17c.5-2 1.8-3 3.5-3s3 1 3.5 3`,
  serviceTickets: `${TICKET}M8 11h8M8 14h5`,

  // my account
  messages: 'M3 5h18v14H3zM3 6l9 7 9-7',
  modifyPassword: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4M12 15v2',
  language: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
};

export function AreaIcon({ name, fallback, size = 24 }: { name: string; fallback?: string; size?: number }) {
  return (
    <LineIcon
      size={size}
      path={
        MENU_ICON_PATHS[name] ?? (fallback ? MENU_ICON_PATHS[fallback] : undefined) ?? MENU_ICON_PATHS.account
      }
    />
  );
}
