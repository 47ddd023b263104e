import type { ComponentType } from 'react';
import type { TFeatureNamespace } from '../platform/i18n';

/**
 * The screens after the first load (see CORE_ROUTES in routes.tsx), behind login unless marked
 * public; the entry does not know their paths (docs/ARCHITECTURE.md, "Two route tables"). Plain data and dynamic imports, nothing imported at run time: a
 * static import here would be shared with the entry and make the bundler split the entry into
 * common chunks. The router turns each screen into a lazy page (`app/router.tsx`).
 */
export type TScreen = {
  load: () => Promise<Record<string, ComponentType>>;
  name: string;
  namespaces: readonly TFeatureNamespace[];
  /**
   * Query parameters the screen shows nothing without (the id of what it shows). Opened without
   * one, as from a link cut short, the route shows "link incomplete" instead of a screen that
   * would wait for data it never asks for.
   */
  needs?: readonly string[];
};
/** A later screen; behind login unless `access` is 'public' (pages opened before any session). */
export type TMoreRoute = { path: string; screen: TScreen; access?: 'public' };

/** A page module's named export, checked against the module's exports. */
function screen<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  {
    namespaces = [] as readonly TFeatureNamespace[],
    needs,
  }: { namespaces?: readonly TFeatureNamespace[]; needs?: readonly string[] } = {},
): TScreen {
  return { load: load as TScreen['load'], name, namespaces, ...(needs ? { needs } : {}) };
}

const approvalListPage = screen(
  () => import('../features/approvals/pages/approval-list-page'),
  'ApprovalListPage',
  {
    namespaces: ['approvals'],
  },
);

const overtimeCancelPage = screen(
  () => import('../features/overtime/pages/overtime-cancel-page'),
  'OvertimeCancelPage',
  { namespaces: ['overtime', 'approvals'] },
);

const makeupDetailPage = screen(
  () => import('../features/attendance/pages/makeup-detail-page'),
  'MakeupDetailPage',
  {
    namespaces: ['attendance', 'makeup', 'approvals'],
  },
);

const calculatorResultPage = screen(
  () => import('../features/calculators/pages/calculator-result-page'),
  'CalculatorResultPage',
  { namespaces: ['calculators'] },
);

/** /forgetPassword, /Userregistrationprotocol and /Password (features/account/pages/account-pages.tsx). */
const publicAccountPage = screen(
  () => import('../features/account/pages/account-pages'),
  'PublicAccountPage',
);

/** A legacy route name of an existing screen (spec 3 §2.6): forwards there, keeping the query. */
const legacyRedirect = screen(
  () => import('../features/support/pages/legacy-redirect-page'),
  'LegacyRedirectPage',
);

/** The screens after the first load (see CORE_ROUTES in routes.tsx). */
export const MORE_ROUTES: readonly TMoreRoute[] = [
  // Public pages, opened before any session: the provider-wide orientation (the company's too with
  // a session), and a new hire's registration before the first login (issue 17), with its token.
  {
    path: '/GeneralOrientation',
    access: 'public',
    screen: screen(() => import('../features/services/pages/orientation-page'), 'GeneralOrientationPage', {
      namespaces: ['services'],
    }),
  },
  {
    path: '/Employeelanding',
    access: 'public',
    screen: screen(() => import('../features/new-hire/pages/landing-page'), 'EmployeeLandingPage', {
      namespaces: ['newHire', 'messages'],
    }),
  },
  {
    path: '/EntryRegistrationForm',
    access: 'public',
    screen: screen(
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
    screen: screen(() => import('../features/new-hire/pages/work-experience-page'), 'WorkExperiencePage', {
      namespaces: ['newHire', 'messages'],
    }),
  },
  {
    path: '/RegistrationChildren',
    access: 'public',
    screen: screen(
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
    screen: screen(
      () => import('../features/new-hire/pages/registration-success-page'),
      'RegistrationSuccessPage',
      {
        namespaces: ['newHire', 'messages'],
      },
    ),
  },
  {
    path: '/AttendanceDetail/:type/:ym',
    screen: screen(
      () => import('../features/attendance/pages/attendance-detail-page'),
      'AttendanceDetailPage',
      {
        namespaces: ['attendance'],
      },
    ),
  },
  {
    path: '/AttendancecardDetail/:id',
    screen: screen(() => import('../features/attendance/pages/rule-detail-page'), 'RuleDetailPage', {
      namespaces: ['attendance'],
    }),
  },
  {
    path: '/AttendanceLocation',
    screen: screen(() => import('../features/attendance/pages/location-page'), 'LocationPage', {
      // The punch-point map speaks the clock card's catalogue.
      namespaces: ['attendance', 'attendanceAdmin', 'clock'],
    }),
  },
  {
    path: '/AttendanceFillClock/:date/:type',
    screen: screen(() => import('../features/attendance/pages/makeup-form-page'), 'MakeupFormPage', {
      namespaces: ['attendance', 'makeup'],
    }),
  },
  ...['/AttendanceFillClockDetail/:id', '/CommonAttendanceFillClockDetail/:id'].map(
    (path): TMoreRoute => ({ path, screen: makeupDetailPage }),
  ),
  {
    path: '/FillClockList',
    screen: screen(
      () => import('../features/attendance/pages/makeup-approval-list-page'),
      'MakeupApprovalListPage',
      { namespaces: ['makeup', 'approvals'] },
    ),
  },
  {
    path: '/CommonAttendanceFillClockView',
    screen: screen(
      () => import('../features/attendance/pages/makeup-approval-list-page'),
      'MakeupOwnListPage',
    ),
  },
  {
    path: '/ClockExceptions',
    screen: screen(
      () => import('../features/attendance/pages/clock-exceptions-page'),
      'ClockExceptionsPage',
      {
        namespaces: ['attendance', 'attendanceAdmin'],
      },
    ),
  },
  {
    path: '/WorkCalendar',
    screen: screen(() => import('../features/attendance/pages/work-calendar-page'), 'WorkCalendarPage', {
      namespaces: ['attendance', 'attendanceAdmin'],
    }),
  },
  {
    path: '/CommonApplicationforleave',
    screen: screen(() => import('../features/leave/pages/leave-request-form-page'), 'LeaveRequestFormPage', {
      namespaces: ['leave', 'attachments'],
    }),
  },
  {
    path: '/CommonApplicationforView',
    screen: screen(() => import('../features/leave/pages/leave-view-page'), 'LeaveViewPage', {
      needs: ['id'],
      namespaces: ['leave', 'approvals', 'attachments'],
    }),
  },
  {
    path: '/MaternityRecord',
    screen: screen(() => import('../features/maternity/pages/maternity-record-page'), 'MaternityRecordPage', {
      namespaces: ['maternity', 'attachments', 'messages'],
    }),
  },
  {
    path: '/MaternityRecordView',
    screen: screen(
      () => import('../features/maternity/pages/maternity-record-view-page'),
      'MaternityRecordViewPage',
      {
        needs: ['ApplyId'],
        namespaces: ['maternity', 'approvals', 'attachments'],
      },
    ),
  },
  // Spec 2 §2 "Payment result screen": /pay (sales shop, activities) and /pay2 (welfare shop).
  ...['/pay', '/pay2'].map(
    (path): TMoreRoute => ({
      path,
      screen: screen(() => import('../features/payment/pages/pay-page'), 'PayPage', {
        namespaces: ['payment'],
      }),
    }),
  ),
  {
    path: '/LeaveCancel',
    screen: screen(() => import('../features/leave-cancel/pages/leave-cancel-page'), 'LeaveCancelPage', {
      namespaces: ['leaveCancel', 'messages'],
    }),
  },
  {
    path: '/LeaveCancelDetail',
    screen: screen(
      () => import('../features/leave-cancel/pages/leave-cancel-detail-page'),
      'LeaveCancelDetailPage',
      {
        namespaces: ['leaveCancel', 'approvals'],
      },
    ),
  },
  {
    path: '/CommonApplicationforleaveSuccsess',
    screen: screen(() => import('../features/leave/pages/leave-success-page'), 'LeaveSuccessPage', {
      namespaces: ['leave'],
    }),
  },
  {
    path: '/Goout',
    screen: screen(() => import('../features/travel/pages/travel-form-page'), 'OutingFormPage', {
      namespaces: ['travel', 'approvals', 'attachments'],
    }),
  },
  {
    path: '/Travelapplication',
    screen: screen(() => import('../features/travel/pages/travel-form-page'), 'TripFormPage', {
      namespaces: ['travel', 'approvals', 'attachments'],
    }),
  },
  {
    path: '/GooutView',
    screen: screen(() => import('../features/travel/pages/travel-view-page'), 'OutingViewPage', {
      needs: ['ApplyId'],
      namespaces: ['travel', 'approvals'],
    }),
  },
  {
    path: '/TravelView',
    screen: screen(() => import('../features/travel/pages/travel-view-page'), 'TripViewPage', {
      needs: ['ApplyId'],
      namespaces: ['travel', 'approvals'],
    }),
  },
  {
    path: '/Travelapplicationdetails',
    screen: screen(() => import('../features/travel/pages/travel-view-page'), 'TripApprovalPage', {
      needs: ['ApplyId'],
      namespaces: ['travel', 'approvals'],
    }),
  },
  {
    path: '/CommonsWorkOuttingCancelDetail',
    screen: screen(() => import('../features/travel/pages/outing-cancel-page'), 'OutingCancelPage', {
      needs: ['ApplyId'],
      namespaces: ['travel', 'approvals'],
    }),
  },
  {
    path: '/WorkOuttingapprovalDetailsCancel',
    screen: screen(() => import('../features/travel/pages/outing-cancel-page'), 'OutingCancelPage', {
      needs: ['ApplyId'],
      namespaces: ['travel', 'approvals'],
    }),
  },
  {
    path: '/CommonsWorkOuttingCancelDetailSuccess',
    screen: screen(
      () => import('../features/travel/pages/outing-cancel-success-page'),
      'OutingCancelSuccessPage',
      {
        namespaces: ['travel'],
      },
    ),
  },
  {
    path: '/Overtimeapplication',
    screen: screen(() => import('../features/overtime/pages/overtime-form-page'), 'OvertimeFormPage', {
      namespaces: ['overtime', 'attachments'],
    }),
  },
  {
    path: '/OverTimeView',
    screen: screen(() => import('../features/overtime/pages/overtime-view-page'), 'OvertimeViewPage', {
      needs: ['ApplyId'],
      namespaces: ['overtime', 'approvals'],
    }),
  },
  {
    path: '/OverTimeCancelList',
    screen: screen(
      () => import('../features/overtime/pages/overtime-cancel-list-page'),
      'OvertimeCancelListPage',
      {
        namespaces: ['overtime', 'approvals'],
      },
    ),
  },
  // The owner's cancellation and its approver's view are one screen; the path picks the mode.
  ...['/CommonsOverTimeCancelDetail', '/OvertimeapprovalDetailsCancel'].map(
    (path): TMoreRoute => ({ path, screen: overtimeCancelPage }),
  ),
  {
    path: '/CommonsOverTimeCancelDetailSuccess',
    screen: screen(
      () => import('../features/overtime/pages/overtime-cancel-success-page'),
      'OvertimeCancelSuccessPage',
      { namespaces: ['overtime'] },
    ),
  },
  {
    path: '/LeaveAmount',
    screen: screen(() => import('../features/leave-balance/pages/leave-amount-page'), 'LeaveAmountPage', {
      namespaces: ['leaveBalance'],
    }),
  },
  {
    path: '/LeaveAmountDetail',
    screen: screen(
      () => import('../features/leave-balance/pages/leave-amount-detail-page'),
      'LeaveAmountDetailPage',
      {
        namespaces: ['leaveBalance'],
      },
    ),
  },
  {
    path: '/Applicationforleave',
    screen: screen(
      () => import('../features/leave-balance/pages/dynamic-leave-form-page'),
      'DynamicLeaveFormPage',
      {
        namespaces: ['leaveBalance', 'messages'],
      },
    ),
  },
  {
    path: '/ApplicationforleaveSuccsess',
    screen: screen(
      () => import('../features/leave-balance/pages/dynamic-leave-form-result-page'),
      'DynamicLeaveFormResultPage',
      {
        namespaces: ['leaveBalance'],
      },
    ),
  },
  {
    path: '/ApplicationInquiry',
    screen: screen(
      () => import('../features/approvals/pages/application-inquiry-page'),
      'ApplicationInquiryPage',
      {
        namespaces: ['approvals'],
      },
    ),
  },
  {
    path: '/Approvalquery',
    screen: screen(() => import('../features/approvals/pages/approval-query-page'), 'ApprovalQueryPage', {
      namespaces: ['approvals'],
    }),
  },
  {
    path: '/Approvalquerylist',
    screen: screen(
      () => import('../features/approvals/pages/approval-processed-page'),
      'ApprovalProcessedPage',
      {
        namespaces: ['approvals'],
      },
    ),
  },
  {
    path: '/ApprovalProcess',
    screen: screen(() => import('../features/approvals/pages/approval-hub-page'), 'ApprovalHubPage', {
      namespaces: ['approvals'],
    }),
  },
  {
    path: '/Mynews',
    screen: screen(() => import('../features/messages/pages/messages-page'), 'MessagesPage', {
      // The list is the approvals feature's paged list, which speaks its catalogue.
      namespaces: ['inbox', 'approvals'],
    }),
  },
  {
    path: '/Mynewsdetail',
    screen: screen(() => import('../features/messages/pages/message-detail-page'), 'MessageDetailPage', {
      namespaces: ['inbox'],
    }),
  },
  {
    path: '/AttachmentList',
    screen: screen(() => import('../features/attachments/pages/attachment-list-page'), 'AttachmentListPage', {
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
  ].map((path): TMoreRoute => ({ path, screen: approvalListPage })),
  {
    path: '/CalculatorIndex',
    screen: screen(
      () => import('../features/calculators/pages/calculator-index-page'),
      'CalculatorIndexPage',
      {
        namespaces: ['calculators'],
      },
    ),
  },
  {
    path: '/address',
    screen: screen(() => import('../features/addresses/pages/address-page'), 'AddressPage', {
      namespaces: ['addresses'],
    }),
  },
  {
    path: '/Disclaimer',
    screen: screen(() => import('../features/calculators/pages/disclaimer-page'), 'DisclaimerPage', {
      namespaces: ['calculators'],
    }),
  },
  {
    path: '/FinancialComp',
    screen: screen(() => import('../features/calculators/pages/compensation-page'), 'CompensationPage', {
      namespaces: ['calculators', 'calcWage'],
    }),
  },
  {
    path: '/YearAward',
    screen: screen(() => import('../features/calculators/pages/year-end-bonus-page'), 'YearEndBonusPage', {
      namespaces: ['calculators', 'calcTax'],
    }),
  },
  {
    path: '/Individualincometax',
    screen: screen(() => import('../features/calculators/pages/income-tax-page'), 'IncomeTaxPage', {
      namespaces: ['calculators', 'calcTax'],
    }),
  },
  {
    path: '/Fivesocialinsurance',
    screen: screen(
      () => import('../features/calculators/pages/social-insurance-page'),
      'SocialInsurancePage',
      {
        namespaces: ['calculators', 'calcInsurance'],
      },
    ),
  },
  {
    path: '/WorkData',
    screen: screen(() => import('../features/calculators/pages/working-days-page'), 'WorkingDaysPage', {
      namespaces: ['calculators', 'calcWorkdays'],
    }),
  },
  {
    path: '/WorkDataHelp',
    screen: screen(
      () => import('../features/calculators/pages/working-days-help-page'),
      'WorkingDaysHelpPage',
      {
        namespaces: ['calculators', 'calcWorkdays'],
      },
    ),
  },
  {
    path: '/Statutoryannualvacation',
    screen: screen(() => import('../features/calculators/pages/annual-leave-page'), 'AnnualLeavePage', {
      namespaces: ['calculators', 'calcLeave'],
    }),
  },
  {
    path: '/Marriageleave',
    screen: screen(() => import('../features/calculators/pages/marriage-leave-page'), 'MarriageLeavePage', {
      namespaces: ['calculators', 'calcLeave'],
    }),
  },
  {
    path: '/Minimumwage',
    screen: screen(() => import('../features/calculators/pages/minimum-wage-page'), 'MinimumWagePage', {
      namespaces: ['calculators', 'calcWage'],
    }),
  },
  {
    path: '/Averagewage',
    screen: screen(() => import('../features/calculators/pages/average-wage-page'), 'AverageWagePage', {
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
  ].map((path): TMoreRoute => ({ path, screen: calculatorResultPage })),
  {
    path: '/settlement',
    screen: screen(() => import('../features/checkout/pages/settlement-page'), 'SettlementPage', {
      namespaces: ['checkout'],
    }),
  },
  {
    path: '/settlement2',
    screen: screen(() => import('../features/checkout/pages/settlement-page'), 'Settlement2Page', {
      namespaces: ['checkout'],
    }),
  },
  {
    path: '/goods',
    screen: screen(() => import('../features/shop/pages/sales-shop-page'), 'SalesShopPage', {
      namespaces: ['shop'],
    }),
  },
  {
    path: '/goodsDetail',
    screen: screen(() => import('../features/shop/pages/goods-detail-page'), 'GoodsDetailPage', {
      namespaces: ['shop'],
    }),
  },
  {
    path: '/myWealf',
    screen: screen(() => import('../features/shop/pages/welfare-shop-page'), 'WelfareShopPage', {
      namespaces: ['shop'],
    }),
  },
  {
    path: '/myWealfGoods',
    screen: screen(() => import('../features/shop/pages/welfare-shop-page'), 'WelfareGoodsPage', {
      namespaces: ['shop'],
    }),
  },
  {
    path: '/myWealfgoodsDetail',
    screen: screen(() => import('../features/shop/pages/goods-detail-page'), 'WelfareGoodsDetailPage', {
      namespaces: ['shop'],
    }),
  },
  {
    path: '/Swimmingstadium',
    screen: screen(() => import('../features/shop/pages/virtual-stores-page'), 'VirtualStoresPage', {
      namespaces: ['shop'],
    }),
  },
  // Shop orders (spec 2 §2): lists, the detail screens, virtual goods' voucher.
  {
    path: '/searchOrders',
    screen: screen(() => import('../features/orders/pages/search-orders-page'), 'SearchOrdersPage', {
      namespaces: ['orders'],
    }),
  },
  {
    path: '/orderDetail',
    screen: screen(() => import('../features/orders/pages/order-detail-page'), 'OrderDetailPage', {
      namespaces: ['orders'],
    }),
  },
  {
    path: '/Myspecialsale',
    screen: screen(() => import('../features/orders/pages/my-special-sale-page'), 'MySpecialSalePage', {
      namespaces: ['orders'],
    }),
  },
  {
    path: '/Specialsaledetails',
    screen: screen(() => import('../features/orders/pages/order-detail-page'), 'SpecialSaleDetailsPage', {
      namespaces: ['orders'],
    }),
  },
  {
    path: '/Specialsaledetails2',
    screen: screen(() => import('../features/orders/pages/order-detail-page'), 'SpecialSaleDetails2Page', {
      namespaces: ['orders'],
    }),
  },
  {
    path: '/Virtualdetails',
    screen: screen(() => import('../features/orders/pages/virtual-details-page'), 'VirtualDetailsPage', {
      namespaces: ['orders'],
    }),
  },
  {
    path: '/ShopOrderAdmin',
    screen: screen(() => import('../features/orders/pages/order-admin-page'), 'OrderAdminPage', {
      namespaces: ['orders'],
    }),
  },
  {
    path: '/Virtercheck',
    screen: screen(() => import('../features/orders/pages/virtual-details-page'), 'VirterCheckPage', {
      namespaces: ['orders'],
    }),
  },
  {
    path: '/Addrelatives',
    screen: screen(() => import('../features/relatives/pages/add-relatives-page'), 'AddRelativesPage', {
      namespaces: ['relatives', 'messages'],
    }),
  },
  {
    path: '/ActivitiesAndWelfare',
    screen: screen(() => import('../features/activities/pages/activities-page'), 'ActivitiesPage', {
      namespaces: ['activities'],
    }),
  },
  {
    path: '/ActivitiesAndWelfareDetail',
    screen: screen(() => import('../features/activities/pages/activity-detail-page'), 'ActivityDetailPage', {
      needs: ['id'],
      namespaces: ['activities'],
    }),
  },
  {
    path: '/Activesclickpages',
    screen: screen(
      () => import('../features/activities/pages/activity-gallery-page'),
      'ActivityGalleryPage',
      {
        namespaces: ['activities'],
      },
    ),
  },
  {
    path: '/Myactivities',
    screen: screen(() => import('../features/activities/pages/my-activities-page'), 'MyActivitiesPage', {
      namespaces: ['activities'],
    }),
  },
  {
    path: '/Myactivitypage',
    screen: screen(() => import('../features/activities/pages/my-activity-tabs-page'), 'MyActivityTabsPage', {
      namespaces: ['activities'],
    }),
  },
  {
    path: '/Detailedactivity',
    screen: screen(() => import('../features/activities/pages/my-registration-page'), 'MyRegistrationPage', {
      needs: ['registrationId'],
      namespaces: ['activities'],
    }),
  },
  {
    path: '/ActivityAdmin',
    screen: screen(() => import('../features/activities/pages/activity-admin-page'), 'ActivityAdminPage', {
      namespaces: ['activities'],
    }),
  },
  // Welfare rights, partner offers and the welfare menu (issue 16).
  {
    path: '/rights',
    screen: screen(() => import('../features/welfare/pages/rights-page'), 'RightsPage', {
      namespaces: ['welfare'],
    }),
  },
  {
    path: '/Myrights',
    screen: screen(() => import('../features/welfare/pages/my-rights-page'), 'MyRightsPage', {
      namespaces: ['welfare'],
    }),
  },
  {
    path: '/rightsDetails',
    screen: screen(() => import('../features/welfare/pages/right-detail-page'), 'RightDetailPage', {
      namespaces: ['welfare'],
    }),
  },
  {
    path: '/rightsSuccess',
    screen: screen(() => import('../features/welfare/pages/claim-pages'), 'RightsSuccessPage', {
      namespaces: ['welfare'],
    }),
  },
  {
    path: '/Myrightsdetails',
    screen: screen(() => import('../features/welfare/pages/claim-pages'), 'MyRightsDetailsPage', {
      namespaces: ['welfare'],
    }),
  },
  {
    path: '/Welfarereceipt',
    screen: screen(() => import('../features/welfare/pages/claim-pages'), 'WelfareReceiptPage', {
      namespaces: ['welfare'],
    }),
  },
  {
    path: '/Preferential',
    screen: screen(() => import('../features/welfare/pages/offers-page'), 'PreferentialPage', {
      namespaces: ['welfare'],
    }),
  },
  {
    path: '/elife',
    screen: screen(() => import('../features/welfare/pages/offers-page'), 'ELifePage', {
      namespaces: ['welfare'],
    }),
  },
  {
    path: '/eShow',
    screen: screen(() => import('../features/welfare/pages/offers-page'), 'EShowPage', {
      namespaces: ['welfare'],
    }),
  },
  {
    path: '/WelfareAdmin',
    screen: screen(() => import('../features/welfare/pages/welfare-admin-page'), 'WelfareAdminPage', {
      namespaces: ['welfare'],
    }),
  },
  // Activity registration (spec 2 §2 "Activities"): the intro and the form.
  {
    path: '/eventRegistration',
    screen: screen(
      () => import('../features/activities/pages/event-registration-page'),
      'EventRegistrationPage',
      {
        namespaces: ['registration'],
      },
    ),
  },
  {
    path: '/eventRegistrationDetail',
    screen: screen(
      () => import('../features/activities/pages/event-registration-detail-page'),
      'EventRegistrationDetailPage',
      { namespaces: ['registration', 'messages'] },
    ),
  },
  // Provident-fund transfer on resignation and counter positioning (issue 17).
  {
    path: '/Resignationfund',
    screen: screen(() => import('../features/fund-transfer/pages/fund-transfer-page'), 'FundTransferPage', {
      namespaces: ['fundTransfer', 'messages'],
    }),
  },
  {
    path: '/FundTransferDetail',
    screen: screen(
      () => import('../features/fund-transfer/pages/fund-transfer-detail-page'),
      'FundTransferDetailPage',
      { needs: ['ApplyId'], namespaces: ['fundTransfer', 'approvals', 'messages'] },
    ),
  },
  {
    path: '/FundTransferApproval',
    screen: screen(
      () => import('../features/fund-transfer/pages/fund-transfer-approval-page'),
      'FundTransferApprovalPage',
      { namespaces: ['fundTransfer', 'approvals'] },
    ),
  },
  {
    path: '/Positioningservice',
    screen: screen(() => import('../features/counters/pages/counter-position-page'), 'CounterPositionPage', {
      // The map and the location failure speak the clock card's and attendance catalogues.
      namespaces: ['counterPosition', 'clock', 'attendance', 'messages'],
    }),
  },
  {
    path: '/CommonPosition',
    screen: screen(() => import('../features/counters/pages/counter-position-page'), 'CounterPositionPage', {
      namespaces: ['counterPosition', 'clock', 'attendance', 'messages'],
    }),
  },
  // Onboarding (issue 17): the form, its household and address sub-screens, the service contacts
  // and HR's review.
  {
    path: '/Entrymanagement',
    screen: screen(
      () => import('../features/onboarding/pages/entry-management-page'),
      'EntryManagementPage',
      {
        namespaces: ['onboarding', 'messages'],
      },
    ),
  },
  {
    path: '/EntrymanagementHousehold',
    screen: screen(() => import('../features/onboarding/pages/household-page'), 'HouseholdPage', {
      namespaces: ['onboarding', 'messages'],
    }),
  },
  {
    path: '/AddressHome',
    screen: screen(() => import('../features/onboarding/pages/address-pages'), 'AddressHomePage', {
      namespaces: ['onboarding', 'addresses', 'messages'],
    }),
  },
  {
    path: '/Residentialaddress',
    screen: screen(() => import('../features/onboarding/pages/address-pages'), 'ResidentialAddressPage', {
      namespaces: ['onboarding', 'addresses', 'messages'],
    }),
  },
  {
    path: '/EntrymanagementCertificatesDetail',
    screen: screen(() => import('../features/onboarding/pages/service-contact-page'), 'ServiceContactPage', {
      namespaces: ['onboarding'],
    }),
  },
  {
    path: '/OnboardingAdmin',
    screen: screen(
      () => import('../features/onboarding/pages/onboarding-admin-page'),
      'OnboardingAdminPage',
      {
        namespaces: ['onboarding', 'messages'],
      },
    ),
  },
  // Certificate photos, children and HR's material review (issue 17, spec 3 §2.1).
  {
    path: '/EntrymanagementCertificates',
    screen: screen(() => import('../features/materials/pages/certificates-page'), 'CertificatesPage', {
      namespaces: ['materials', 'messages'],
    }),
  },
  {
    path: '/Addchildren',
    screen: screen(() => import('../features/materials/pages/add-child-page'), 'AddChildPage', {
      namespaces: ['materials', 'messages'],
    }),
  },
  {
    path: '/Essentialinformation',
    screen: screen(() => import('../features/materials/pages/essential-info-page'), 'EssentialInfoPage', {
      namespaces: ['materials'],
    }),
  },
  {
    path: '/MaterialReview',
    screen: screen(() => import('../features/materials/pages/material-review-page'), 'MaterialReviewPage', {
      namespaces: ['materials', 'messages'],
    }),
  },
  // New-hire invitations (issue 17): HR invites a person and copies the registration link.
  {
    path: '/NewHireAdmin',
    screen: screen(() => import('../features/new-hire/pages/new-hire-admin-page'), 'NewHireAdminPage', {
      namespaces: ['newHire', 'messages'],
    }),
  },
  // Certificates and the resignation certificate (issue 17, spec 3 §2.2, §2.3).
  {
    path: '/Openproof',
    screen: screen(() => import('../features/certificates/pages/proof-pages'), 'OpenProofPage', {
      namespaces: ['certificates', 'messages'],
    }),
  },
  {
    path: '/Materialcollection',
    screen: screen(() => import('../features/certificates/pages/proof-pages'), 'MaterialCollectionPage', {
      namespaces: ['certificates', 'messages'],
    }),
  },
  {
    path: '/Materialexpressaddress',
    screen: screen(() => import('../features/certificates/pages/proof-pages'), 'MaterialExpressAddressPage', {
      namespaces: ['certificates', 'messages', 'addresses'],
    }),
  },
  {
    path: '/Materialdoortodoor',
    screen: screen(() => import('../features/certificates/pages/proof-pages'), 'MaterialDoorToDoorPage', {
      namespaces: ['certificates', 'messages'],
    }),
  },
  {
    path: '/Materialcollectionaddres',
    screen: screen(
      () => import('../features/certificates/pages/proof-pages'),
      'MaterialCollectionAddressPage',
      {
        namespaces: ['certificates', 'messages'],
      },
    ),
  },
  {
    path: '/Resignationinformation',
    screen: screen(
      () => import('../features/certificates/pages/resignation-pages'),
      'ResignationInformationPage',
      {
        namespaces: ['certificates', 'messages'],
      },
    ),
  },
  {
    path: '/Resignationchoice',
    screen: screen(
      () => import('../features/certificates/pages/resignation-pages'),
      'ResignationChoicePage',
      {
        namespaces: ['certificates', 'messages'],
      },
    ),
  },
  {
    path: '/Resignationinformationaddress',
    screen: screen(
      () => import('../features/certificates/pages/resignation-pages'),
      'ResignationInformationAddressPage',
      {
        namespaces: ['certificates', 'messages', 'addresses'],
      },
    ),
  },
  {
    path: '/Fillingoutaddress',
    screen: screen(
      () => import('../features/certificates/pages/resignation-pages'),
      'FillingOutAddressPage',
      {
        namespaces: ['certificates', 'messages', 'addresses'],
      },
    ),
  },
  {
    path: '/Doortodoor',
    screen: screen(() => import('../features/certificates/pages/resignation-pages'), 'DoorToDoorPage', {
      namespaces: ['certificates', 'messages'],
    }),
  },
  {
    path: '/CertificateDetail',
    screen: screen(() => import('../features/certificates/pages/detail-pages'), 'CertificateDetailPage', {
      needs: ['ApplyId'],
      namespaces: ['certificates', 'messages', 'approvals'],
    }),
  },
  {
    path: '/CertificateApproval',
    screen: screen(() => import('../features/certificates/pages/detail-pages'), 'CertificateApprovalPage', {
      namespaces: ['certificates', 'messages'],
    }),
  },
  // Service guide, backlog, health index, ETC (issue 17).
  {
    path: '/Entryservice',
    screen: screen(() => import('../features/services/pages/service-guide-page'), 'ServiceGuidePage', {
      namespaces: ['services'],
    }),
  },
  {
    path: '/Entryservicepages',
    screen: screen(() => import('../features/services/pages/menu-articles-page'), 'MenuArticlesPage', {
      namespaces: ['services'],
    }),
  },
  {
    path: '/ServiceInformation',
    screen: screen(() => import('../features/services/pages/article-page'), 'ServiceInformationPage', {
      needs: ['id'],
      namespaces: ['services', 'messages'],
    }),
  },
  {
    path: '/ServiceinDetails',
    screen: screen(() => import('../features/services/pages/article-page'), 'ServiceinDetailsPage', {
      needs: ['id'],
      namespaces: ['services', 'messages'],
    }),
  },
  {
    path: '/Backlog',
    screen: screen(() => import('../features/services/pages/backlog-page'), 'BacklogPage', {
      namespaces: ['services'],
    }),
  },
  {
    path: '/HeathIndex',
    screen: screen(() => import('../features/services/pages/health-index-page'), 'HealthIndexPage', {
      namespaces: ['services', 'messages'],
    }),
  },
  {
    path: '/ETC',
    screen: screen(() => import('../features/services/pages/etc-page'), 'EtcPage', {
      namespaces: ['services'],
    }),
  },
  {
    path: '/ArticleAdmin',
    screen: screen(() => import('../features/services/pages/article-admin-page'), 'ArticleAdminPage', {
      namespaces: ['services', 'messages'],
    }),
  },
  // Issue 18 real-name:
  {
    path: '/realNameAuthentication',
    screen: screen(() => import('../features/real-name/pages/real-name-page'), 'RealNamePage', {
      namespaces: ['realName', 'messages'],
    }),
  },
  {
    path: '/bankCardVerification',
    screen: screen(() => import('../features/real-name/pages/bank-card-page'), 'BankCardPage', {
      namespaces: ['realName', 'messages'],
    }),
  },
  {
    path: '/verificationProgress',
    screen: screen(() => import('../features/real-name/pages/progress-page'), 'ProgressPage', {
      needs: ['id'],
      namespaces: ['realName', 'messages'],
    }),
  },
  {
    path: '/realNameResult',
    screen: screen(() => import('../features/real-name/pages/result-page'), 'ResultPage', {
      needs: ['id'],
      namespaces: ['realName', 'messages'],
    }),
  },
  // Issue 18 part 2: the income declaration, the tax trial, policy and transfer pages.
  {
    path: '/individualTaxTrial',
    screen: screen(() => import('../features/tax-declaration/pages/trial-page'), 'IndividualTaxTrialPage', {
      namespaces: ['declaration'],
    }),
  },
  {
    path: '/taxdeclaration',
    screen: screen(
      () => import('../features/tax-declaration/pages/declaration-pages'),
      'TaxDeclarationPage',
      {
        namespaces: ['declaration'],
      },
    ),
  },
  {
    path: '/earnings',
    screen: screen(() => import('../features/tax-declaration/pages/declaration-pages'), 'EarningsPage', {
      namespaces: ['declaration'],
    }),
  },
  {
    path: '/income',
    screen: screen(() => import('../features/tax-declaration/pages/declaration-pages'), 'IncomePage', {
      namespaces: ['declaration'],
    }),
  },
  {
    path: '/earningsDetail',
    screen: screen(
      () => import('../features/tax-declaration/pages/declaration-pages'),
      'EarningsDetailPage',
      {
        namespaces: ['declaration'],
      },
    ),
  },
  {
    path: '/incomeDetail',
    screen: screen(() => import('../features/tax-declaration/pages/declaration-pages'), 'IncomeDetailPage', {
      namespaces: ['declaration'],
    }),
  },
  {
    path: '/earningSuccess',
    screen: screen(
      () => import('../features/tax-declaration/pages/declaration-pages'),
      'EarningSuccessPage',
      {
        namespaces: ['declaration'],
      },
    ),
  },
  {
    path: '/declarationSuccess',
    screen: screen(
      () => import('../features/tax-declaration/pages/declaration-pages'),
      'DeclarationSuccessPage',
      {
        namespaces: ['declaration'],
      },
    ),
  },
  {
    path: '/donationTax',
    screen: screen(() => import('../features/tax-declaration/pages/deduction-pages'), 'DonationTaxPage', {
      namespaces: ['declaration'],
    }),
  },
  {
    path: '/Preferences',
    screen: screen(() => import('../features/tax-declaration/pages/deduction-pages'), 'PreferencesPage', {
      namespaces: ['declaration'],
    }),
  },
  {
    path: '/taxPolicy',
    screen: screen(() => import('../features/tax-declaration/pages/policy-pages'), 'TaxPolicyPage', {
      namespaces: ['declaration'],
    }),
  },
  {
    path: '/taxPolicy/:topic',
    screen: screen(() => import('../features/tax-declaration/pages/policy-pages'), 'TaxPolicyTopicPage', {
      namespaces: ['declaration'],
    }),
  },
  {
    path: '/taxTransfer',
    screen: screen(() => import('../features/tax-declaration/pages/policy-pages'), 'TaxTransferPage', {
      namespaces: ['declaration'],
    }),
  },
  // Issue 18 pay records:
  {
    path: '/Salaryinquiry',
    screen: screen(() => import('../features/pay-records/pages/payslip-pages'), 'SalaryInquiryPage', {
      namespaces: ['payRecords', 'messages'],
    }),
  },
  {
    path: '/SalaryAllmonth',
    screen: screen(() => import('../features/pay-records/pages/payslip-pages'), 'SalaryAllMonthPage', {
      namespaces: ['payRecords', 'messages'],
    }),
  },
  {
    path: '/PayrollAdmin',
    screen: screen(() => import('../features/pay-records/pages/payroll-admin-page'), 'PayrollAdminPage', {
      namespaces: ['payRecords', 'messages'],
    }),
  },
  {
    path: '/Socialsecuritypayment',
    screen: screen(() => import('../features/pay-records/pages/benefit-pages'), 'SocialSecurityPaymentPage', {
      namespaces: ['payRecords', 'messages'],
    }),
  },
  {
    path: '/Providentfund',
    screen: screen(() => import('../features/pay-records/pages/benefit-pages'), 'ProvidentFundPage', {
      namespaces: ['payRecords', 'messages'],
    }),
  },
  {
    path: '/Accumulationfund',
    screen: screen(() => import('../features/pay-records/pages/benefit-pages'), 'AccumulationFundPage', {
      namespaces: ['payRecords', 'messages'],
    }),
  },
  {
    path: '/SocialSecurityCard',
    screen: screen(() => import('../features/pay-records/pages/benefit-pages'), 'SocialSecurityCardPage', {
      namespaces: ['payRecords', 'messages'],
    }),
  },
  {
    path: '/SocialSecurityCardRules',
    screen: screen(
      () => import('../features/pay-records/pages/benefit-pages'),
      'SocialSecurityCardRulesPage',
      {
        namespaces: ['payRecords', 'messages'],
      },
    ),
  },
  {
    path: '/Mywelfaredetails',
    screen: screen(() => import('../features/pay-records/pages/benefit-pages'), 'WelfareDetailsPage', {
      namespaces: ['payRecords', 'messages'],
    }),
  },
  {
    path: '/Reimbursementinquiries',
    screen: screen(
      () => import('../features/pay-records/pages/reimbursement-pages'),
      'ReimbursementInquiriesPage',
      {
        namespaces: ['payRecords', 'messages'],
      },
    ),
  },
  {
    path: '/ApprovalProcessReimbursement',
    screen: screen(
      () => import('../features/pay-records/pages/reimbursement-pages'),
      'ApprovalProcessReimbursementPage',
      {
        needs: ['id'],
        namespaces: ['payRecords', 'messages'],
      },
    ),
  },
  {
    path: '/Companydocuments',
    screen: screen(() => import('../features/pay-records/pages/documents-page'), 'CompanyDocumentsPage', {
      namespaces: ['payRecords', 'messages'],
    }),
  },
  // Issue 18 deductions:
  {
    path: '/Deductions',
    screen: screen(() => import('../features/tax-deductions/pages/hub-pages'), 'DeductionsIntroPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/deductionsIndex',
    screen: screen(() => import('../features/tax-deductions/pages/hub-pages'), 'DeductionsIndexPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/childrensEducation',
    screen: screen(() => import('../features/tax-deductions/pages/item-pages'), 'ChildrensEducationPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/continuingEducation',
    screen: screen(() => import('../features/tax-deductions/pages/item-pages'), 'ContinuingEducationPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/medicalTreatment',
    screen: screen(() => import('../features/tax-deductions/pages/item-pages'), 'MedicalTreatmentPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/lendingRenting',
    screen: screen(() => import('../features/tax-deductions/pages/item-pages'), 'LendingRentingPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/supportElderly',
    screen: screen(() => import('../features/tax-deductions/pages/item-pages'), 'SupportElderlyPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/supportSuccess',
    screen: screen(() => import('../features/tax-deductions/pages/item-pages'), 'SupportSuccessPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/otherDeductions',
    screen: screen(() => import('../features/tax-deductions/pages/item-pages'), 'OtherDeductionsPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/otherSuccess',
    screen: screen(() => import('../features/tax-deductions/pages/item-pages'), 'OtherSuccessPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/recordOfDeductions',
    screen: screen(() => import('../features/tax-deductions/pages/record-pages'), 'RecordOfDeductionsPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/submissionDeductions',
    screen: screen(
      () => import('../features/tax-deductions/pages/record-pages'),
      'SubmissionDeductionsPage',
      {
        namespaces: ['deductions', 'messages'],
      },
    ),
  },
  {
    path: '/historicalRecord',
    screen: screen(() => import('../features/tax-deductions/pages/record-pages'), 'HistoricalRecordPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/YearDeductHistory/:id/:data',
    screen: screen(() => import('../features/tax-deductions/pages/record-pages'), 'YearDeductHistoryPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/memberFamily',
    screen: screen(() => import('../features/tax-deductions/pages/member-pages'), 'MemberFamilyPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/familyOperation/:id',
    screen: screen(() => import('../features/tax-deductions/pages/member-pages'), 'FamilyOperationPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/myOperation/:id',
    screen: screen(() => import('../features/tax-deductions/pages/member-pages'), 'MyOperationPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/addDependant/:parentDetailId/:parentId',
    screen: screen(() => import('../features/tax-deductions/pages/member-pages'), 'AddDependantPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/relatedVouchers',
    screen: screen(() => import('../features/tax-deductions/pages/vouchers-page'), 'RelatedVouchersPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  {
    path: '/DeductionAdmin',
    screen: screen(() => import('../features/tax-deductions/pages/admin-page'), 'DeductionAdminPage', {
      namespaces: ['deductions', 'messages'],
    }),
  },
  // Issue 18 part 6: customer service, employee tests, the other screens, legacy route names.
  {
    path: '/errIndex',
    access: 'public',
    screen: screen(() => import('../features/support/pages/public-pages'), 'ErrorIndexPage', {
      namespaces: ['support'],
    }),
  },
  {
    path: '/backwx',
    access: 'public',
    screen: screen(() => import('../features/support/pages/public-pages'), 'BackToMessagingAppPage', {
      namespaces: ['support'],
    }),
  },
  {
    path: '/emptyempid',
    access: 'public',
    screen: screen(() => import('../features/support/pages/public-pages'), 'NoEmployeeRecordPage', {
      namespaces: ['support'],
    }),
  },
  {
    path: '/Test',
    access: 'public',
    screen: screen(() => import('../features/support/pages/public-pages'), 'SelfCheckPage', {
      namespaces: ['support'],
    }),
  },
  {
    path: '/blank',
    access: 'public',
    screen: screen(() => import('../features/support/pages/public-pages'), 'BlankPage', {
      namespaces: ['support'],
    }),
  },
  {
    path: '/tip',
    access: 'public',
    screen: screen(() => import('../features/support/pages/public-pages'), 'OpenInAppTipPage', {
      namespaces: ['support'],
    }),
  },
  {
    path: '/Mycustomerservice',
    screen: screen(() => import('../features/support/pages/chat-page'), 'ChatPage', {
      namespaces: ['support'],
    }),
  },
  {
    path: '/ServiceTickets',
    screen: screen(() => import('../features/support/pages/tickets-page'), 'ServiceTicketsPage', {
      namespaces: ['support'],
    }),
  },
  {
    path: '/Satisfactionscore',
    screen: screen(() => import('../features/support/pages/satisfaction-page'), 'SatisfactionPage', {
      namespaces: ['support'],
    }),
  },
  {
    path: '/Employeetesting',
    screen: screen(() => import('../features/support/pages/test-pages'), 'TestListPage', {
      namespaces: ['support'],
    }),
  },
  {
    path: '/Employeequestion',
    screen: screen(() => import('../features/support/pages/test-pages'), 'TestQuestionPage', {
      namespaces: ['support'],
    }),
  },
  {
    path: '/Employeeresult',
    screen: screen(() => import('../features/support/pages/test-pages'), 'TestResultPage', {
      needs: ['id'],
      namespaces: ['support'],
    }),
  },
  {
    path: '/Administrativeassistant',
    screen: screen(() => import('../features/support/pages/assistant-page'), 'AdministrativeAssistantPage', {
      namespaces: ['support'],
    }),
  },
  {
    path: '/visa',
    screen: screen(() => import('../features/support/pages/not-connected-pages'), 'VisaPage', {
      namespaces: ['support'],
    }),
  },
  {
    path: '/insurances',
    screen: screen(() => import('../features/support/pages/not-connected-pages'), 'InsurancesPage', {
      namespaces: ['support'],
    }),
  },
  {
    path: '/BusinessAffairs',
    screen: screen(() => import('../features/support/pages/not-connected-pages'), 'BusinessAffairsPage', {
      namespaces: ['support'],
    }),
  },
  {
    path: '/GileadSSOValidate',
    screen: screen(() => import('../features/support/pages/not-connected-pages'), 'GileadSsoPage', {
      namespaces: ['support'],
    }),
  },
  {
    path: '/Signclothes',
    screen: screen(() => import('../features/workplace/pages/uniforms-page'), 'SignClothesPage', {
      namespaces: ['workplace'],
    }),
  },
  {
    path: '/Electronictag',
    screen: screen(() => import('../features/workplace/pages/badge-page'), 'ElectronicTagPage', {
      namespaces: ['workplace'],
    }),
  },
  { path: '/Repairworkattendance', screen: legacyRedirect },
  { path: '/Personnelagent', screen: legacyRedirect },
  { path: '/CommonAttendCard', screen: legacyRedirect },
  { path: '/TonicCardMsgApprove', screen: legacyRedirect },
  { path: '/CommonAttendanceFillClock', screen: legacyRedirect },
  { path: '/CommonAttendanceDetail/:type/:ym', screen: legacyRedirect },
  { path: '/CommonApplicationforUP', screen: legacyRedirect },
  { path: '/CommonLeaveApproval', screen: legacyRedirect },
  { path: '/Gooutdetails', screen: legacyRedirect },
  { path: '/Goouting', screen: legacyRedirect },
  { path: '/Travel', screen: legacyRedirect },
  { path: '/CommonApplyOut', screen: legacyRedirect },
  { path: '/CommonBusinessTravel', screen: legacyRedirect },
  { path: '/OverTime', screen: legacyRedirect },
  { path: '/Overtimeapplicationdetails', screen: legacyRedirect },
  { path: '/CommonOvertimework', screen: legacyRedirect },
  { path: '/CommonsApplicationAbsence', screen: legacyRedirect },
  { path: '/CommonsApplicationAbsenceDetails', screen: legacyRedirect },
  { path: '/ApprovalListDeatils', screen: legacyRedirect },
  { path: '/CommonsApprovalListDetails', screen: legacyRedirect },
  { path: '/CommonShenpi', screen: legacyRedirect },
  { path: '/CommonSignInApproval', screen: legacyRedirect },
  { path: '/Applyforinquiries', screen: legacyRedirect },
  { path: '/Applyforinquiriesdetails/:id', screen: legacyRedirect },
  // Issue 18 account: forgotten password and registration (agreement, then activation) before any
  // session - one page that picks the screen by path and loads the messages it toasts itself - and
  // the change of password behind login.
  { path: '/forgetPassword', access: 'public', screen: publicAccountPage },
  { path: '/Userregistrationprotocol', access: 'public', screen: publicAccountPage },
  { path: '/Password', access: 'public', screen: publicAccountPage },
  {
    path: '/Modifypassword',
    screen: screen(() => import('../features/account/pages/account-pages'), 'ModifyPasswordPage', {
      namespaces: ['messages'],
    }),
  },
  // Issue 18 workplace: HR's uniform issues and badge check (reached from /Signclothes and /Electronictag).
  {
    path: '/UniformAdmin',
    screen: screen(() => import('../features/workplace/pages/uniform-admin-page'), 'UniformAdminPage', {
      namespaces: ['workplace', 'messages'],
    }),
  },
  {
    path: '/BadgeCheck',
    screen: screen(() => import('../features/workplace/pages/badge-check-page'), 'BadgeCheckPage', {
      namespaces: ['workplace', 'messages'],
    }),
  },
];
