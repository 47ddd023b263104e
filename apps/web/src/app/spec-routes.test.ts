import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MORE_ROUTES } from './more-routes';
import { moreAppRoutes } from './more-routes-view';
import { CORE_ROUTES } from './routes';

/**
 * Every concrete route name of spec 3 §2.6 has a screen: no route of the spec ends on a blank page
 * or a 404. Names copied from the spec (its "... variants" and "... pages" groups are not concrete
 * names and are covered by the areas' own tests).
 */
const PUBLIC = [
  '/errIndex',
  '/backwx',
  '/forgetPassword',
  '/selectLanuage',
  '/ehomeLogin',
  '/emptyempid',
  '/Test',
  '/empty',
  '/blank',
  '/tip',
  '/index',
  '/login',
  '/Userregistrationprotocol',
  '/Password',
  '/Employeelanding',
  '/EntryRegistrationForm',
  '/WorkExperience',
  '/RegistrationChildren',
  '/RegistrationSuccess',
  '/GeneralOrientation',
];

const PARAMETERISED = [
  '/familyOperation/:id',
  '/myOperation/:id',
  '/addDependant/:parentDetailId/:parentId',
  '/Applyforinquiriesdetails/:id',
  '/AttendanceDetail/:type/:ym',
  '/AttendanceFillClock/:date/:type',
  '/AttendanceFillClockDetail/:id',
  '/AttendancecardDetail/:id',
  '/CommonAttendanceDetail/:type/:ym',
  '/YearDeductHistory/:id/:data',
];

const BY_AREA = {
  attendance: [
    'Attendancecard',
    'AttendanceDetail/:type/:ym',
    'AttendanceFillClock/:date/:type',
    'TonicCardMsgApprove',
    'Positioningservice',
    'Repairworkattendance',
    'Personnelagent',
    'CommonAttendCard',
    'CommonPosition',
    'CommonAttendanceFillClock',
    'CommonAttendanceFillClockView',
  ],
  leave: [
    'Applicationforleave',
    'ApplicationforleaveSuccsess',
    'LeaveAmount',
    'LeaveAmountDetail',
    'CommonApplicationforleave',
    'CommonApplicationforleaveSuccsess',
    'CommonApplicationforView',
    'CommonApplicationforUP',
    'CommonLeaveApproval',
    'ApprovalProcessLeave',
  ],
  outingAndTravel: [
    'Goout',
    'Gooutdetails',
    'Goouting',
    'GooutView',
    'Travel',
    'TravelView',
    'Travelapplication',
    'Travelapplicationdetails',
    'CommonApplyOut',
    'CommonBusinessTravel',
  ],
  overtime: [
    'OverTime',
    'OverTimeView',
    'Overtimeapplication',
    'Overtimeapplicationdetails',
    'CommonOvertimework',
  ],
  leaveCancellation: [
    'CommonsApplicationAbsence',
    'CommonsApplicationAbsenceDetails',
    'ApprovalListDeatils',
    'applicationSellOff',
    'CommonsApprovalListDetails',
  ],
  approvals: [
    'Approvalquery',
    'Approvalquerylist',
    'ApprovalProcess',
    'ApprovalProcessLeave',
    'ApprovalProcessOutgo',
    'ApprovalProcessOvertime',
    'ApprovalProcessSpecial',
    'FillClockList',
    'CommonShenpi',
    'CommonSignInApproval',
  ],
  maternity: ['MaternityRecord', 'MaternityRecordView'],
  inquiries: ['Applyforinquiries', 'ApplicationInquiry'],
  calculators: [
    'CalculatorIndex',
    'Calculator',
    'Fivesocialinsurance',
    'Disclaimer',
    'Averagewage',
    'Averagewagedetail',
    'Individualincometax',
    'Individualincometaxdetail',
    'Minimumwage',
    'Minwagedetail',
    'Statutoryannualvacation',
    'Statutoryannualvacationdetail',
    'Marriageleave',
    'Marriageleavedetail',
    'YearAward',
    'YearAwardInfo',
    'WorkData',
    'WorkDataInfo',
    'FinancialComp',
  ],
  shop: [
    'goods',
    'goodsDetail',
    'settlement',
    'settlement2',
    'address',
    'searchOrders',
    'orderDetail',
    'pay',
    'pay2',
    'Myspecialsale',
    'Specialsaledetails',
    'Specialsaledetails2',
  ],
  activitiesAndWelfare: [
    'eventRegistration',
    'eventRegistrationDetail',
    'Addrelatives',
    'ActivitiesAndWelfare',
    'ActivitiesAndWelfareDetail',
    'Activesclickpages',
    'Detailedactivity',
    'myWealf',
    'myWealfGoods',
    'myWealfgoodsDetail',
    'rights',
    'Myrights',
    'Myrightsdetails',
    'rightsDetails',
    'rightsSuccess',
    'eShow',
    'elife',
    'Preferential',
    'Welfarereceipt',
  ],
  personalAndHrInfo: [
    'Essentialinformation',
    'Socialsecuritypayment',
    'Providentfund',
    'Mywelfaredetails',
    'Reimbursementinquiries',
    'SalaryAllmonth',
    'Salaryinquiry',
    'Addchildren',
    'Accumulationfund',
    'Companydocuments',
  ],
  onboardingAndResignation: [
    'Entryservice',
    'Openproof',
    'Materialcollection',
    'Materialexpressaddress',
    'Materialdoortodoor',
    'Doortodoor',
    'Fillingoutaddress',
    'Residentialaddress',
    'AddressHome',
    'ServiceInformation',
    'ServiceinDetails',
  ],
  taxDeductions: [
    'Deductions',
    'deductionsIndex',
    'childrensEducation',
    'continuingEducation',
    'medicalTreatment',
    'lendingRenting',
    'supportElderly',
    'supportSuccess',
    'otherDeductions',
    'otherSuccess',
    'recordOfDeductions',
    'submissionDeductions',
    'historicalRecord',
    'memberFamily',
    'relatedVouchers',
    'taxdeclaration',
    'donationTax',
    'declarationSuccess',
    'Preferences',
    'earnings',
    'income',
    'earningSuccess',
    'earningsDetail',
    'incomeDetail',
    'individualTaxTrial',
  ],
  realName: ['realNameAuthentication', 'bankCardVerification', 'verificationProgress', 'realNameResult'],
  others: [
    'Mynews',
    'Mynewsdetail',
    'Mycustomerservice',
    'Myactivities',
    'Myactivitypage',
    'Backlog',
    'Administrativeassistant',
    'Modifypassword',
    'HeathIndex',
    'Satisfactionscore',
    'Employeetesting',
    'Employeequestion',
    'Employeeresult',
    'SocialSecurityCard',
    'Signclothes',
    'Electronictag',
    'Swimmingstadium',
    'Virtercheck',
    'Virtualdetails',
    'ETC',
    'visa',
    'insurances',
    'BusinessAffairs',
    'GileadSSOValidate',
  ],
} as const satisfies Record<string, readonly string[]>;

const ALL = [
  ...PUBLIC,
  ...PARAMETERISED,
  ...Object.values(BY_AREA)
    .flat()
    .map((name) => `/${name}`),
];

/** Every path of the two route tables (the first-load one and the later one). */
const SCREEN_PATHS = [...CORE_ROUTES.map((route) => route.path), ...MORE_ROUTES.map((route) => route.path)];
const hasScreen = (url: string, paths: readonly string[] = SCREEN_PATHS) => {
  const pathname = url.split(/[?#]/)[0] ?? '';
  return paths.some((path) => matchPath({ path, end: true }, pathname) !== null);
};
/** The legacy route names that forward to an existing screen. */
const ALIASES = MORE_ROUTES.filter((route) => route.screen.name === 'LegacyRedirectPage').map(
  (route) => route.path,
);

describe('spec 3 §2.6 route table', () => {
  it.each(ALL)('%s has a screen', (path) => {
    expect(SCREEN_PATHS).toContain(path);
  });

  it('every legacy alias forwards to a screen that is not itself an alias', async () => {
    const { LEGACY_ROUTES } = await import('../features/support/legacy-routes');
    expect(Object.keys(LEGACY_ROUTES).sort()).toEqual([...ALIASES].sort());
    const screens = SCREEN_PATHS.filter((path) => !ALIASES.includes(path));
    for (const target of Object.values(LEGACY_ROUTES)) {
      expect(hasScreen(target.replace(/:\w+/g, 'x'), screens), target).toBe(true);
    }
  });

  it('the spec public routes are public (except /index, which needs the user menu)', () => {
    const access = new Map([
      ...CORE_ROUTES.map((route) => [route.path, route.access] as const),
      ...moreAppRoutes(MORE_ROUTES).map((route) => [route.path, route.access] as const),
    ]);
    for (const path of PUBLIC.filter((p) => p !== '/index')) expect(access.get(path), path).toBe('public');
  });

  it('a concrete url of a parameterised route finds its screen', () => {
    expect(hasScreen('/Applyforinquiriesdetails/42', ALIASES)).toBe(true);
    expect(hasScreen('/AttendanceDetail/1/2026-03')).toBe(true);
    expect(hasScreen('/YearDeductHistory/3/2025')).toBe(true);
  });
});
