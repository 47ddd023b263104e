import type { TEmployeeType, TRole, TRoleFlag } from './roles';
import { hasAnyRole } from './roles';

/**
 * The product's home menu, grouped by area, in one place. The server sends each user the entries
 * their roles, flags and employee type allow (session `allMenu`); the client shows only those whose
 * screen exists in its route table, so no entry is ever dead. `name` is an i18n key (`menu.<name>`).
 */
export type TMenuEntry = {
  name: string;
  menu_url: string;
  /** Any of these roles may see it; absent means everyone. */
  roles?: readonly TRole[];
  /** Any of these service flags grants it (spec 3 §6). */
  flags?: readonly TRoleFlag[];
  employeeTypes?: readonly TEmployeeType[];
};
export type TMenuArea = { name: string; children: readonly TMenuEntry[] };

const APPROVERS: readonly TRole[] = ['manager', 'hr', 'admin'];
const HR: readonly TRole[] = ['hr', 'admin'];

export const PRODUCT_MENU: readonly TMenuArea[] = [
  {
    name: 'attendance',
    children: [
      { name: 'clockIn', menu_url: '/Attendancecard?tab=1' },
      { name: 'attendanceCalendar', menu_url: '/Attendancecard?tab=2' },
      { name: 'attendanceSummary', menu_url: '/Attendancecard?tab=3' },
      { name: 'attendanceRules', menu_url: '/Attendancecard?tab=4' },
      { name: 'leaveAmount', menu_url: '/LeaveAmount' },
      { name: 'attendanceLocation', menu_url: '/AttendanceLocation', roles: HR },
      { name: 'clockExceptions', menu_url: '/ClockExceptions', roles: HR },
      { name: 'workCalendar', menu_url: '/WorkCalendar', roles: HR },
    ],
  },
  {
    name: 'requests',
    children: [
      { name: 'leaveApply', menu_url: '/CommonApplicationforleave' },
      { name: 'quickLeave', menu_url: '/Applicationforleave?tempName=FastSellingLeave' },
      { name: 'overtimeApply', menu_url: '/Overtimeapplication' },
      { name: 'outingApply', menu_url: '/Goout' },
      { name: 'tripApply', menu_url: '/Travelapplication' },
      { name: 'maternityRecord', menu_url: '/MaternityRecord' },
      { name: 'makeUpClock', menu_url: '/CommonAttendanceFillClockView' },
      { name: 'applicationInquiry', menu_url: '/ApplicationInquiry' },
    ],
  },
  {
    name: 'approvals',
    children: [
      { name: 'approvalQuery', menu_url: '/Approvalquery', roles: APPROVERS },
      { name: 'makeUpClockApproval', menu_url: '/FillClockList', roles: HR },
    ],
  },
  {
    name: 'shop',
    children: [
      { name: 'salesShop', menu_url: '/goods' },
      { name: 'welfareShop', menu_url: '/myWealf' },
      { name: 'myOrders', menu_url: '/searchOrders' },
      { name: 'mySpecialSale', menu_url: '/Myspecialsale' },
      { name: 'shopOrderAdmin', menu_url: '/ShopOrderAdmin', roles: HR },
    ],
  },
  {
    name: 'activities',
    children: [
      // Signing up starts from an activity of the list (/eventRegistration needs its actId).
      { name: 'activitiesAndWelfare', menu_url: '/ActivitiesAndWelfare' },
      { name: 'myActivities', menu_url: '/Myactivitypage' },
      { name: 'activityAdmin', menu_url: '/ActivityAdmin', roles: HR },
    ],
  },
  {
    name: 'welfare',
    children: [
      { name: 'welfareRights', menu_url: '/rights' },
      { name: 'myRights', menu_url: '/Myrights' },
      { name: 'preferential', menu_url: '/Preferential' },
      { name: 'welfareAdmin', menu_url: '/WelfareAdmin', roles: HR },
    ],
  },
  {
    name: 'calculators',
    children: [{ name: 'calculatorIndex', menu_url: '/CalculatorIndex' }],
  },
  {
    name: 'onboarding',
    children: [
      { name: 'entryManagement', menu_url: '/Entrymanagement' },
      { name: 'entryService', menu_url: '/Entryservice' },
      { name: 'addChildren', menu_url: '/Addchildren', employeeTypes: ['CiicEmployee'] },
      { name: 'essentialInformation', menu_url: '/Essentialinformation' },
      { name: 'onboardingAdmin', menu_url: '/OnboardingAdmin', roles: HR },
      { name: 'materialReview', menu_url: '/MaterialReview', roles: HR },
      { name: 'newHireAdmin', menu_url: '/NewHireAdmin', roles: HR },
      { name: 'articleAdmin', menu_url: '/ArticleAdmin', roles: HR },
    ],
  },
  {
    name: 'certificates',
    children: [
      { name: 'openProof', menu_url: '/Openproof', flags: ['enter_transact', 'income_transact'] },
      { name: 'resignationFund', menu_url: '/Resignationfund', flags: ['fundtransfer'] },
      { name: 'resignationCertificate', menu_url: '/Resignationinformation', flags: ['leave_transact'] },
      { name: 'certificateApproval', menu_url: '/CertificateApproval', roles: HR },
      { name: 'fundTransferApproval', menu_url: '/FundTransferApproval', roles: HR },
    ],
  },
  {
    name: 'services',
    children: [
      { name: 'backlog', menu_url: '/Backlog' },
      { name: 'healthIndex', menu_url: '/HeathIndex' },
      { name: 'etc', menu_url: '/ETC' },
      {
        name: 'counterPosition',
        menu_url: '/Positioningservice',
        roles: ['counterLeader', 'brandAdmin', 'hr', 'admin'],
      },
    ],
  },
  {
    name: 'tax',
    children: [
      { name: 'deductions', menu_url: '/deductionsIndex' },
      { name: 'taxDeclaration', menu_url: '/taxdeclaration' },
      { name: 'taxTrial', menu_url: '/individualTaxTrial' },
      { name: 'realName', menu_url: '/realNameAuthentication' },
      { name: 'deductionAdmin', menu_url: '/DeductionAdmin', roles: HR },
    ],
  },
  {
    name: 'records',
    children: [
      { name: 'salary', menu_url: '/Salaryinquiry' },
      { name: 'socialSecurity', menu_url: '/Socialsecuritypayment' },
      { name: 'providentFund', menu_url: '/Providentfund' },
      { name: 'welfareDetails', menu_url: '/Mywelfaredetails' },
      { name: 'reimbursements', menu_url: '/Reimbursementinquiries' },
      { name: 'companyDocuments', menu_url: '/Companydocuments' },
      { name: 'socialSecurityCard', menu_url: '/SocialSecurityCard' },
      { name: 'payrollAdmin', menu_url: '/PayrollAdmin', roles: ['payroll'] },
    ],
  },
  {
    name: 'support',
    children: [
      { name: 'customerService', menu_url: '/Mycustomerservice' },
      { name: 'satisfaction', menu_url: '/Satisfactionscore' },
      { name: 'employeeTesting', menu_url: '/Employeetesting' },
      { name: 'administrativeAssistant', menu_url: '/Administrativeassistant' },
      { name: 'visa', menu_url: '/visa' },
      { name: 'insurances', menu_url: '/insurances' },
      { name: 'businessAffairs', menu_url: '/BusinessAffairs' },
      { name: 'signClothes', menu_url: '/Signclothes' },
      { name: 'electronicTag', menu_url: '/Electronictag' },
      { name: 'serviceTickets', menu_url: '/ServiceTickets', roles: HR },
    ],
  },
  {
    name: 'account',
    children: [
      { name: 'messages', menu_url: '/Mynews' },
      { name: 'modifyPassword', menu_url: '/Modifypassword' },
      { name: 'language', menu_url: '/selectLanuage' },
    ],
  },
];

export type TMenuItem = { name: string; menu_url: string; children: TMenuItem[] };

/** The menu one user may see: areas with at least one allowed entry. */
export function menuForUser(user: {
  roles: readonly TRole[];
  flags: Partial<Record<TRoleFlag, boolean>>;
  employeeType: string;
}): TMenuItem[] {
  return PRODUCT_MENU.map((area) => ({
    name: area.name,
    menu_url: '',
    children: area.children
      .filter(
        (e) =>
          (!e.roles || hasAnyRole(user.roles, e.roles)) &&
          (!e.flags || e.flags.some((f) => user.flags[f])) &&
          (!e.employeeTypes || (e.employeeTypes as readonly string[]).includes(user.employeeType)),
      )
      .map((e) => ({ name: e.name, menu_url: e.menu_url, children: [] })),
  })).filter((area) => area.children.length > 0);
}
