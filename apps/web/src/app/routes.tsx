import type { TLanguage } from '@ehome/shared/constants';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadNamespaces, prefetchNamespaces, type TFeatureNamespace } from '../platform/i18n';

/** A lazy page that can start downloading its code and catalogues before it renders. */
export type TPreloadablePage = LazyExoticComponent<ComponentType> & {
  preload: (language: TLanguage) => Promise<unknown>;
};

export type TAppRoute = {
  path: string;
  /** 'auth' routes send a logged-out user to the login page and back. */
  access: 'public' | 'auth';
  Page: TPreloadablePage;
};

/**
 * React.lazy for a page module (named export, one page per file). Pages get the query cache's
 * provider, downloaded together with the page; `withQueries: false` is for the session pages, the
 * first screens a visitor downloads, which only post a form and so do without the query library.
 */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  { withQueries = true, namespaces = [] as readonly TFeatureNamespace[] } = {},
): TPreloadablePage {
  // The same imports as below (a module is fetched and run once), minus adding the catalogues,
  // which needs i18next initialised: app/preload-route.ts calls this before it is.
  const preload = (language: TLanguage) =>
    Promise.all([
      withQueries && import('./query-provider'),
      load(),
      prefetchNamespaces(namespaces, language),
    ]);
  const LazyPage = lazy(async () => {
    if (!withQueries) return { default: (await load())[name] };
    const [{ QueryProvider }, module] = await Promise.all([
      import('./query-provider'),
      load(),
      loadNamespaces(namespaces),
    ]);
    const Page: ComponentType = module[name];
    return {
      default: () => (
        <QueryProvider>
          <Page />
        </QueryProvider>
      ),
    };
  });
  return Object.assign(LazyPage, { preload });
}

const approvalListPage = page(
  () => import('../features/approvals/pages/approval-list-page'),
  'ApprovalListPage',
  {
    namespaces: ['approvals'],
  },
);

const overtimeCancelPage = page(
  () => import('../features/overtime/pages/overtime-cancel-page'),
  'OvertimeCancelPage',
  { namespaces: ['overtime', 'approvals'] },
);

const makeupDetailPage = page(
  () => import('../features/attendance/pages/makeup-detail-page'),
  'MakeupDetailPage',
  {
    namespaces: ['attendance', 'makeup', 'approvals'],
  },
);

const calculatorResultPage = page(
  () => import('../features/calculators/pages/calculator-result-page'),
  'CalculatorResultPage',
  { namespaces: ['calculators'] },
);

/**
 * The single registry of implemented screens. Paths are the spec's (spec 1 §2, spec 3 §2.6). The
 * home menu shows only entries whose path is here, so a screen appears once its route is added.
 */
export const APP_ROUTES: readonly TAppRoute[] = [
  {
    path: '/ehomeLogin',
    access: 'public',
    Page: page(() => import('../features/account/pages/login-page'), 'LoginPage', {
      withQueries: false,
    }),
  },
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
  {
    path: '/AttendanceDetail/:type/:ym',
    access: 'auth',
    Page: page(() => import('../features/attendance/pages/attendance-detail-page'), 'AttendanceDetailPage', {
      namespaces: ['attendance'],
    }),
  },
  {
    path: '/AttendancecardDetail/:id',
    access: 'auth',
    Page: page(() => import('../features/attendance/pages/rule-detail-page'), 'RuleDetailPage', {
      namespaces: ['attendance'],
    }),
  },
  {
    path: '/AttendanceLocation',
    access: 'auth',
    Page: page(() => import('../features/attendance/pages/location-page'), 'LocationPage', {
      // The punch-point map speaks the clock card's catalogue.
      namespaces: ['attendance', 'attendanceAdmin', 'clock'],
    }),
  },
  {
    path: '/AttendanceFillClock/:date/:type',
    access: 'auth',
    Page: page(() => import('../features/attendance/pages/makeup-form-page'), 'MakeupFormPage', {
      namespaces: ['attendance', 'makeup'],
    }),
  },
  ...['/AttendanceFillClockDetail/:id', '/CommonAttendanceFillClockDetail/:id'].map(
    (path): TAppRoute => ({
      path,
      access: 'auth',
      Page: makeupDetailPage,
    }),
  ),
  {
    path: '/FillClockList',
    access: 'auth',
    Page: page(
      () => import('../features/attendance/pages/makeup-approval-list-page'),
      'MakeupApprovalListPage',
      { namespaces: ['makeup', 'approvals'] },
    ),
  },
  {
    path: '/CommonAttendanceFillClockView',
    access: 'auth',
    Page: page(() => import('../features/attendance/pages/makeup-approval-list-page'), 'MakeupOwnListPage'),
  },
  {
    path: '/ClockExceptions',
    access: 'auth',
    Page: page(() => import('../features/attendance/pages/clock-exceptions-page'), 'ClockExceptionsPage', {
      namespaces: ['attendance', 'attendanceAdmin'],
    }),
  },
  {
    path: '/WorkCalendar',
    access: 'auth',
    Page: page(() => import('../features/attendance/pages/work-calendar-page'), 'WorkCalendarPage', {
      namespaces: ['attendance', 'attendanceAdmin'],
    }),
  },
  {
    path: '/CommonApplicationforleave',
    access: 'auth',
    Page: page(() => import('../features/leave/pages/leave-request-form-page'), 'LeaveRequestFormPage', {
      namespaces: ['leave', 'attachments'],
    }),
  },
  {
    path: '/CommonApplicationforView',
    access: 'auth',
    Page: page(() => import('../features/leave/pages/leave-view-page'), 'LeaveViewPage', {
      namespaces: ['leave', 'approvals', 'attachments'],
    }),
  },
  {
    path: '/MaternityRecord',
    access: 'auth',
    Page: page(() => import('../features/maternity/pages/maternity-record-page'), 'MaternityRecordPage', {
      namespaces: ['maternity', 'attachments'],
    }),
  },
  {
    path: '/MaternityRecordView',
    access: 'auth',
    Page: page(
      () => import('../features/maternity/pages/maternity-record-view-page'),
      'MaternityRecordViewPage',
      {
        namespaces: ['maternity', 'approvals', 'attachments'],
      },
    ),
  },
  {
    path: '/LeaveCancel',
    access: 'auth',
    Page: page(() => import('../features/leave-cancel/pages/leave-cancel-page'), 'LeaveCancelPage', {
      namespaces: ['leaveCancel'],
    }),
  },
  {
    path: '/LeaveCancelDetail',
    access: 'auth',
    Page: page(
      () => import('../features/leave-cancel/pages/leave-cancel-detail-page'),
      'LeaveCancelDetailPage',
      {
        namespaces: ['leaveCancel', 'approvals'],
      },
    ),
  },
  {
    path: '/CommonApplicationforleaveSuccsess',
    access: 'auth',
    Page: page(() => import('../features/leave/pages/leave-success-page'), 'LeaveSuccessPage', {
      namespaces: ['leave'],
    }),
  },
  {
    path: '/Goout',
    access: 'auth',
    Page: page(() => import('../features/travel/pages/travel-form-page'), 'OutingFormPage', {
      namespaces: ['travel', 'approvals', 'attachments'],
    }),
  },
  {
    path: '/Travelapplication',
    access: 'auth',
    Page: page(() => import('../features/travel/pages/travel-form-page'), 'TripFormPage', {
      namespaces: ['travel', 'approvals', 'attachments'],
    }),
  },
  {
    path: '/GooutView',
    access: 'auth',
    Page: page(() => import('../features/travel/pages/travel-view-page'), 'OutingViewPage', {
      namespaces: ['travel', 'approvals'],
    }),
  },
  {
    path: '/TravelView',
    access: 'auth',
    Page: page(() => import('../features/travel/pages/travel-view-page'), 'TripViewPage', {
      namespaces: ['travel', 'approvals'],
    }),
  },
  {
    path: '/Travelapplicationdetails',
    access: 'auth',
    Page: page(() => import('../features/travel/pages/travel-view-page'), 'TripApprovalPage', {
      namespaces: ['travel', 'approvals'],
    }),
  },
  {
    path: '/CommonsWorkOuttingCancelDetail',
    access: 'auth',
    Page: page(() => import('../features/travel/pages/outing-cancel-page'), 'OutingCancelPage', {
      namespaces: ['travel', 'approvals'],
    }),
  },
  {
    path: '/WorkOuttingapprovalDetailsCancel',
    access: 'auth',
    Page: page(() => import('../features/travel/pages/outing-cancel-page'), 'OutingCancelPage', {
      namespaces: ['travel', 'approvals'],
    }),
  },
  {
    path: '/CommonsWorkOuttingCancelDetailSuccess',
    access: 'auth',
    Page: page(
      () => import('../features/travel/pages/outing-cancel-success-page'),
      'OutingCancelSuccessPage',
      {
        namespaces: ['travel'],
      },
    ),
  },
  {
    path: '/Overtimeapplication',
    access: 'auth',
    Page: page(() => import('../features/overtime/pages/overtime-form-page'), 'OvertimeFormPage', {
      namespaces: ['overtime', 'attachments'],
    }),
  },
  {
    path: '/OverTimeView',
    access: 'auth',
    Page: page(() => import('../features/overtime/pages/overtime-view-page'), 'OvertimeViewPage', {
      namespaces: ['overtime', 'approvals'],
    }),
  },
  {
    path: '/OverTimeCancelList',
    access: 'auth',
    Page: page(
      () => import('../features/overtime/pages/overtime-cancel-list-page'),
      'OvertimeCancelListPage',
      {
        namespaces: ['overtime', 'approvals'],
      },
    ),
  },
  // The owner's cancellation and its approver's view are one screen; the path picks the mode.
  ...['/CommonsOverTimeCancelDetail', '/OvertimeapprovalDetailsCancel'].map(
    (path): TAppRoute => ({ path, access: 'auth', Page: overtimeCancelPage }),
  ),
  {
    path: '/CommonsOverTimeCancelDetailSuccess',
    access: 'auth',
    Page: page(
      () => import('../features/overtime/pages/overtime-cancel-success-page'),
      'OvertimeCancelSuccessPage',
      { namespaces: ['overtime'] },
    ),
  },
  {
    path: '/LeaveAmount',
    access: 'auth',
    Page: page(() => import('../features/leave-balance/pages/leave-amount-page'), 'LeaveAmountPage', {
      namespaces: ['leaveBalance'],
    }),
  },
  {
    path: '/LeaveAmountDetail',
    access: 'auth',
    Page: page(
      () => import('../features/leave-balance/pages/leave-amount-detail-page'),
      'LeaveAmountDetailPage',
      {
        namespaces: ['leaveBalance'],
      },
    ),
  },
  {
    path: '/Applicationforleave',
    access: 'auth',
    Page: page(
      () => import('../features/leave-balance/pages/dynamic-leave-form-page'),
      'DynamicLeaveFormPage',
      {
        namespaces: ['leaveBalance'],
      },
    ),
  },
  {
    path: '/ApplicationforleaveSuccsess',
    access: 'auth',
    Page: page(
      () => import('../features/leave-balance/pages/dynamic-leave-form-result-page'),
      'DynamicLeaveFormResultPage',
      {
        namespaces: ['leaveBalance'],
      },
    ),
  },
  {
    path: '/ApplicationInquiry',
    access: 'auth',
    Page: page(
      () => import('../features/approvals/pages/application-inquiry-page'),
      'ApplicationInquiryPage',
      {
        namespaces: ['approvals'],
      },
    ),
  },
  {
    path: '/Approvalquery',
    access: 'auth',
    Page: page(() => import('../features/approvals/pages/approval-query-page'), 'ApprovalQueryPage', {
      namespaces: ['approvals'],
    }),
  },
  {
    path: '/Approvalquerylist',
    access: 'auth',
    Page: page(() => import('../features/approvals/pages/approval-processed-page'), 'ApprovalProcessedPage', {
      namespaces: ['approvals'],
    }),
  },
  {
    path: '/ApprovalProcess',
    access: 'auth',
    Page: page(() => import('../features/approvals/pages/approval-hub-page'), 'ApprovalHubPage', {
      namespaces: ['approvals'],
    }),
  },
  {
    path: '/Mynews',
    access: 'auth',
    Page: page(() => import('../features/messages/pages/messages-page'), 'MessagesPage', {
      // The list is the approvals feature's paged list, which speaks its catalogue.
      namespaces: ['inbox', 'approvals'],
    }),
  },
  {
    path: '/Mynewsdetail',
    access: 'auth',
    Page: page(() => import('../features/messages/pages/message-detail-page'), 'MessageDetailPage', {
      namespaces: ['inbox'],
    }),
  },
  {
    path: '/AttachmentList',
    access: 'auth',
    Page: page(() => import('../features/attachments/pages/attachment-list-page'), 'AttachmentListPage', {
      namespaces: ['attachments'],
    }),
  },
  // The hub's seven lists (APPROVAL_HUB_KINDS) are one screen; the path picks the kind.
  ...[
    '/ApprovalProcessLeave',
    '/ApprovalProcessOvertime',
    '/ApprovalProcessSpecial',
    '/ApprovalProcessOutgo',
    '/applicationSellOff',
    '/ApprovalProcessOutgoCancel',
    '/ApprovalProcessOuttingCancel',
  ].map((path): TAppRoute => ({ path, access: 'auth', Page: approvalListPage })),
  {
    path: '/CalculatorIndex',
    access: 'auth',
    Page: page(() => import('../features/calculators/pages/calculator-index-page'), 'CalculatorIndexPage', {
      namespaces: ['calculators'],
    }),
  },
  {
    path: '/Disclaimer',
    access: 'auth',
    Page: page(() => import('../features/calculators/pages/disclaimer-page'), 'DisclaimerPage', {
      namespaces: ['calculators'],
    }),
  },
  {
    path: '/FinancialComp',
    access: 'auth',
    Page: page(() => import('../features/calculators/pages/compensation-page'), 'CompensationPage', {
      namespaces: ['calculators', 'calcWage'],
    }),
  },
  {
    path: '/YearAward',
    access: 'auth',
    Page: page(() => import('../features/calculators/pages/year-end-bonus-page'), 'YearEndBonusPage', {
      namespaces: ['calculators', 'calcTax'],
    }),
  },
  {
    path: '/Individualincometax',
    access: 'auth',
    Page: page(() => import('../features/calculators/pages/income-tax-page'), 'IncomeTaxPage', {
      namespaces: ['calculators', 'calcTax'],
    }),
  },
  {
    path: '/Fivesocialinsurance',
    access: 'auth',
    Page: page(() => import('../features/calculators/pages/social-insurance-page'), 'SocialInsurancePage', {
      namespaces: ['calculators', 'calcInsurance'],
    }),
  },
  {
    path: '/WorkData',
    access: 'auth',
    Page: page(() => import('../features/calculators/pages/working-days-page'), 'WorkingDaysPage', {
      namespaces: ['calculators', 'calcWorkdays'],
    }),
  },
  {
    path: '/WorkDataHelp',
    access: 'auth',
    Page: page(() => import('../features/calculators/pages/working-days-help-page'), 'WorkingDaysHelpPage', {
      namespaces: ['calculators', 'calcWorkdays'],
    }),
  },
  {
    path: '/Statutoryannualvacation',
    access: 'auth',
    Page: page(() => import('../features/calculators/pages/annual-leave-page'), 'AnnualLeavePage', {
      namespaces: ['calculators', 'calcLeave'],
    }),
  },
  {
    path: '/Marriageleave',
    access: 'auth',
    Page: page(() => import('../features/calculators/pages/marriage-leave-page'), 'MarriageLeavePage', {
      namespaces: ['calculators', 'calcLeave'],
    }),
  },
  {
    path: '/Minimumwage',
    access: 'auth',
    Page: page(() => import('../features/calculators/pages/minimum-wage-page'), 'MinimumWagePage', {
      namespaces: ['calculators', 'calcWage'],
    }),
  },
  {
    path: '/Averagewage',
    access: 'auth',
    Page: page(() => import('../features/calculators/pages/average-wage-page'), 'AverageWagePage', {
      namespaces: ['calculators', 'calcWage'],
    }),
  },
  // Every calculator's result is one screen; the path picks the calculator (CALCULATOR_SCREENS).
  ...[
    '/Calculator',
    '/YearAwardInfo',
    '/WorkDataInfo',
    '/Individualincometaxdetail',
    '/Fivesocialinsurancedetail',
    '/Statutoryannualvacationdetail',
    '/Marriageleavedetail',
    '/Minwagedetail',
    '/Averagewagedetail',
  ].map((path): TAppRoute => ({ path, access: 'auth', Page: calculatorResultPage })),
];
