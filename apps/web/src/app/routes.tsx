import { page, type TAppRoute } from './route-page';

export type { TAppRoute, TPreloadablePage } from './route-page';

/**
 * The screens of the first load: the session pages, the home and the clock card (opened straight
 * from the messaging app's menu at 9:00). Every other screen is in `more-routes.tsx`, a lazy chunk
 * loaded with the first visit to one of them, so the first load does not carry the imports and
 * preload lists of some eighty screens. Paths are the spec's (spec 1 §2, spec 3 §2.6).
 */
const loginPage = page(() => import('../features/account/pages/login-page'), 'LoginPage', {
  withQueries: false,
});
// /forgetPassword, /Userregistrationprotocol and /Password: one page that picks the screen by path
// (features/account/pages/public-account-page.tsx); it loads the server messages it toasts itself.
const accountPage = page(() => import('../features/account/pages/account-pages'), 'PublicAccountPage');

export const CORE_ROUTES: readonly TAppRoute[] = [
  { path: '/ehomeLogin', access: 'public', Page: loginPage },
  {
    path: '/empty',
    access: 'public',
    Page: page(() => import('../features/account/pages/session-lost-page'), 'SessionLostPage', {
      withQueries: false,
    }),
  },
  {
    path: '/selectLanuage',
    access: 'public',
    Page: page(() => import('../features/account/pages/select-language-page'), 'SelectLanguagePage', {
      withQueries: false,
    }),
  },
  {
    // Spec 3 §2.6: public; the company's orientation too when a new hire is signed in.
    path: '/GeneralOrientation',
    access: 'public',
    Page: page(() => import('../features/services/pages/orientation-page'), 'GeneralOrientationPage', {
      namespaces: ['services'],
    }),
  },
  {
    // Spec 3 §2.6 lists /index as public, but the home is built from the user's own menu and
    // profile, which only exist in a session, so it requires login.
    path: '/index',
    access: 'auth',
    Page: page(() => import('../features/account/pages/home-page'), 'HomePage'),
  },
  {
    path: '/Attendancecard',
    access: 'auth',
    Page: page(() => import('../features/attendance/pages/attendance-card-page'), 'AttendanceCardPage', {
      namespaces: ['attendance', 'clock'],
    }),
  },
  // New-hire registration before the first login (issue 17): public, with a registration token.
  {
    path: '/Employeelanding',
    access: 'public',
    Page: page(() => import('../features/new-hire/pages/landing-page'), 'EmployeeLandingPage', {
      namespaces: ['newHire', 'messages'],
    }),
  },
  {
    path: '/EntryRegistrationForm',
    access: 'public',
    Page: page(
      () => import('../features/new-hire/pages/registration-form-page'),
      'EntryRegistrationFormPage',
      {
        namespaces: ['newHire', 'messages', 'addresses'],
      },
    ),
  },
  {
    path: '/WorkExperience',
    access: 'public',
    Page: page(() => import('../features/new-hire/pages/work-experience-page'), 'WorkExperiencePage', {
      namespaces: ['newHire', 'messages'],
    }),
  },
  {
    path: '/RegistrationChildren',
    access: 'public',
    Page: page(
      () => import('../features/new-hire/pages/registration-children-page'),
      'RegistrationChildrenPage',
      {
        namespaces: ['newHire', 'messages'],
      },
    ),
  },
  {
    path: '/RegistrationSuccess',
    access: 'public',
    Page: page(
      () => import('../features/new-hire/pages/registration-success-page'),
      'RegistrationSuccessPage',
      {
        namespaces: ['newHire', 'messages'],
      },
    ),
  },
  // Issue 18 account: password login, forgotten password, registration (agreement, then activation).
  { path: '/login', access: 'public', Page: loginPage },
  { path: '/forgetPassword', access: 'public', Page: accountPage },
  { path: '/Userregistrationprotocol', access: 'public', Page: accountPage },
  { path: '/Password', access: 'public', Page: accountPage },
];

/**
 * The paths of MORE_ROUTES, known from the start so the home menu can tell which entries lead to a
 * screen without downloading the routes (routes.test.ts checks the two lists agree).
 */
export const MORE_PATHS: readonly string[] = [
  '/AttendanceDetail/:type/:ym',
  '/AttendancecardDetail/:id',
  '/AttendanceLocation',
  '/AttendanceFillClock/:date/:type',
  '/AttendanceFillClockDetail/:id',
  '/CommonAttendanceFillClockDetail/:id',
  '/FillClockList',
  '/CommonAttendanceFillClockView',
  '/ClockExceptions',
  '/WorkCalendar',
  '/CommonApplicationforleave',
  '/CommonApplicationforView',
  '/MaternityRecord',
  '/MaternityRecordView',
  '/pay',
  '/pay2',
  '/LeaveCancel',
  '/LeaveCancelDetail',
  '/CommonApplicationforleaveSuccsess',
  '/Goout',
  '/Travelapplication',
  '/GooutView',
  '/TravelView',
  '/Travelapplicationdetails',
  '/CommonsWorkOuttingCancelDetail',
  '/WorkOuttingapprovalDetailsCancel',
  '/CommonsWorkOuttingCancelDetailSuccess',
  '/Overtimeapplication',
  '/OverTimeView',
  '/OverTimeCancelList',
  '/CommonsOverTimeCancelDetail',
  '/OvertimeapprovalDetailsCancel',
  '/CommonsOverTimeCancelDetailSuccess',
  '/LeaveAmount',
  '/LeaveAmountDetail',
  '/Applicationforleave',
  '/ApplicationforleaveSuccsess',
  '/ApplicationInquiry',
  '/Approvalquery',
  '/Approvalquerylist',
  '/ApprovalProcess',
  '/Mynews',
  '/Mynewsdetail',
  '/AttachmentList',
  '/ApprovalProcessLeave',
  '/ApprovalProcessOvertime',
  '/ApprovalProcessSpecial',
  '/ApprovalProcessOutgo',
  '/applicationSellOff',
  '/ApprovalProcessOutgoCancel',
  '/ApprovalProcessOuttingCancel',
  '/CalculatorIndex',
  '/address',
  '/Disclaimer',
  '/FinancialComp',
  '/YearAward',
  '/Individualincometax',
  '/Fivesocialinsurance',
  '/WorkData',
  '/WorkDataHelp',
  '/Statutoryannualvacation',
  '/Marriageleave',
  '/Minimumwage',
  '/Averagewage',
  '/Calculator',
  '/YearAwardInfo',
  '/WorkDataInfo',
  '/Individualincometaxdetail',
  '/Fivesocialinsurancedetail',
  '/Statutoryannualvacationdetail',
  '/Marriageleavedetail',
  '/Minwagedetail',
  '/Averagewagedetail',
  '/settlement',
  '/settlement2',
  '/goods',
  '/goodsDetail',
  '/myWealf',
  '/myWealfGoods',
  '/myWealfgoodsDetail',
  '/Swimmingstadium',
  '/searchOrders',
  '/orderDetail',
  '/Myspecialsale',
  '/Specialsaledetails',
  '/Specialsaledetails2',
  '/Virtualdetails',
  '/ShopOrderAdmin',
  '/Virtercheck',
  '/Addrelatives',
  '/ActivitiesAndWelfare',
  '/ActivitiesAndWelfareDetail',
  '/Activesclickpages',
  '/Myactivities',
  '/Myactivitypage',
  '/Detailedactivity',
  '/ActivityAdmin',
  '/rights',
  '/Myrights',
  '/rightsDetails',
  '/rightsSuccess',
  '/Myrightsdetails',
  '/Welfarereceipt',
  '/Preferential',
  '/elife',
  '/eShow',
  '/WelfareAdmin',
  '/eventRegistration',
  '/eventRegistrationDetail',
  '/Resignationfund',
  '/FundTransferDetail',
  '/FundTransferApproval',
  '/Positioningservice',
  '/CommonPosition',
  '/Entrymanagement',
  '/EntrymanagementHousehold',
  '/AddressHome',
  '/Residentialaddress',
  '/EntrymanagementCertificatesDetail',
  '/OnboardingAdmin',
  '/EntrymanagementCertificates',
  '/Addchildren',
  '/Essentialinformation',
  '/MaterialReview',
  '/NewHireAdmin',
  '/Openproof',
  '/Materialcollection',
  '/Materialexpressaddress',
  '/Materialdoortodoor',
  '/Materialcollectionaddres',
  '/Resignationinformation',
  '/Resignationchoice',
  '/Resignationinformationaddress',
  '/Fillingoutaddress',
  '/Doortodoor',
  '/CertificateDetail',
  '/CertificateApproval',
  '/Entryservice',
  '/Entryservicepages',
  '/ServiceInformation',
  '/ServiceinDetails',
  '/Backlog',
  '/HeathIndex',
  '/ETC',
  '/ArticleAdmin',
  // Issue 18 account:
  '/Modifypassword',
];

/** Every screen's path. */
export const SCREEN_PATHS: readonly string[] = [...CORE_ROUTES.map((route) => route.path), ...MORE_PATHS];
