import { PRODUCT_MENU } from '@ehome/shared/account/menu';
import { LANGUAGES } from '@ehome/shared/constants';
import { describe, expect, it } from 'vitest';
import en from './en';
// Issue 18 account:
import enAccountSecurity from './en/account-security.json';
import enAddresses from './en/addresses.json';
import enApprovals from './en/approvals.json';
import enAttachments from './en/attachments.json';
import enAttendance from './en/attendance.json';
import enAttendanceAdmin from './en/attendance-admin.json';
import enCalcInsurance from './en/calc-insurance.json';
import enCalcLeave from './en/calc-leave.json';
import enCalcTax from './en/calc-tax.json';
import enCalcWage from './en/calc-wage.json';
import enCalcWorkdays from './en/calc-workdays.json';
import enCalculators from './en/calculators.json';
import enClock from './en/clock.json';
import enInbox from './en/inbox.json';
import enLeave from './en/leave.json';
import enLeaveBalance from './en/leave-balance.json';
import enLeaveCancel from './en/leave-cancel.json';
import enMaterials from './en/materials.json';
import enMaternity from './en/maternity.json';
import enOnboarding from './en/onboarding.json';
import enOvertime from './en/overtime.json';
import enServices from './en/services.json';
import enShop from './en/shop.json';
import enTravel from './en/travel.json';
import enWelfare from './en/welfare.json';
import ja from './ja';
// Issue 18 account:
import jaAccountSecurity from './ja/account-security.json';
import jaAddresses from './ja/addresses.json';
import jaApprovals from './ja/approvals.json';
import jaAttachments from './ja/attachments.json';
import jaAttendance from './ja/attendance.json';
import jaAttendanceAdmin from './ja/attendance-admin.json';
import jaCalcInsurance from './ja/calc-insurance.json';
import jaCalcLeave from './ja/calc-leave.json';
import jaCalcTax from './ja/calc-tax.json';
import jaCalcWage from './ja/calc-wage.json';
import jaCalcWorkdays from './ja/calc-workdays.json';
import jaCalculators from './ja/calculators.json';
import jaClock from './ja/clock.json';
import jaInbox from './ja/inbox.json';
import jaLeave from './ja/leave.json';
import jaLeaveBalance from './ja/leave-balance.json';
import jaLeaveCancel from './ja/leave-cancel.json';
import jaMaterials from './ja/materials.json';
import jaMaternity from './ja/maternity.json';
import jaOnboarding from './ja/onboarding.json';
import jaOvertime from './ja/overtime.json';
import jaServices from './ja/services.json';
import jaShop from './ja/shop.json';
import jaTravel from './ja/travel.json';
import jaWelfare from './ja/welfare.json';
import zh from './zh';
// Issue 18 account:
import zhAccountSecurity from './zh/account-security.json';
import zhAddresses from './zh/addresses.json';
import zhApprovals from './zh/approvals.json';
import zhAttachments from './zh/attachments.json';
import zhAttendance from './zh/attendance.json';
import zhAttendanceAdmin from './zh/attendance-admin.json';
import zhCalcInsurance from './zh/calc-insurance.json';
import zhCalcLeave from './zh/calc-leave.json';
import zhCalcTax from './zh/calc-tax.json';
import zhCalcWage from './zh/calc-wage.json';
import zhCalcWorkdays from './zh/calc-workdays.json';
import zhCalculators from './zh/calculators.json';
import zhClock from './zh/clock.json';
import zhInbox from './zh/inbox.json';
import zhLeave from './zh/leave.json';
import zhLeaveBalance from './zh/leave-balance.json';
import zhLeaveCancel from './zh/leave-cancel.json';
import zhMaterials from './zh/materials.json';
import zhMaternity from './zh/maternity.json';
import zhOnboarding from './zh/onboarding.json';
import zhOvertime from './zh/overtime.json';
import zhServices from './zh/services.json';
import zhShop from './zh/shop.json';
import zhTravel from './zh/travel.json';
import zhWelfare from './zh/welfare.json';

/** First-load catalogues plus the feature catalogues loaded with their screens (platform/i18n.ts). */
const catalogues = {
  zh: {
    ...zh,
    attendance: zhAttendance,
    clock: zhClock,
    attendanceAdmin: zhAttendanceAdmin,
    leave: zhLeave,
    approvals: zhApprovals,
    inbox: zhInbox,
    attachments: zhAttachments,
    leaveBalance: zhLeaveBalance,
    overtime: zhOvertime,
    maternity: zhMaternity,
    leaveCancel: zhLeaveCancel,
    calculators: zhCalculators,
    calcTax: zhCalcTax,
    calcWage: zhCalcWage,
    calcWorkdays: zhCalcWorkdays,
    calcInsurance: zhCalcInsurance,
    calcLeave: zhCalcLeave,
    travel: zhTravel,
    addresses: zhAddresses,
    shop: zhShop,
    welfare: zhWelfare,
    onboarding: zhOnboarding,
    materials: zhMaterials,
    services: zhServices,
    accountSecurity: zhAccountSecurity,
  },
  en: {
    ...en,
    attendance: enAttendance,
    clock: enClock,
    attendanceAdmin: enAttendanceAdmin,
    leave: enLeave,
    approvals: enApprovals,
    inbox: enInbox,
    attachments: enAttachments,
    leaveBalance: enLeaveBalance,
    overtime: enOvertime,
    maternity: enMaternity,
    leaveCancel: enLeaveCancel,
    calculators: enCalculators,
    calcTax: enCalcTax,
    calcWage: enCalcWage,
    calcWorkdays: enCalcWorkdays,
    calcInsurance: enCalcInsurance,
    calcLeave: enCalcLeave,
    travel: enTravel,
    addresses: enAddresses,
    shop: enShop,
    welfare: enWelfare,
    onboarding: enOnboarding,
    materials: enMaterials,
    services: enServices,
    accountSecurity: enAccountSecurity,
  },
  ja: {
    ...ja,
    attendance: jaAttendance,
    clock: jaClock,
    attendanceAdmin: jaAttendanceAdmin,
    leave: jaLeave,
    approvals: jaApprovals,
    inbox: jaInbox,
    attachments: jaAttachments,
    leaveBalance: jaLeaveBalance,
    overtime: jaOvertime,
    maternity: jaMaternity,
    leaveCancel: jaLeaveCancel,
    calculators: jaCalculators,
    calcTax: jaCalcTax,
    calcWage: jaCalcWage,
    calcWorkdays: jaCalcWorkdays,
    calcInsurance: jaCalcInsurance,
    calcLeave: jaCalcLeave,
    travel: jaTravel,
    addresses: jaAddresses,
    shop: jaShop,
    welfare: jaWelfare,
    onboarding: jaOnboarding,
    materials: jaMaterials,
    services: jaServices,
    accountSecurity: jaAccountSecurity,
  },
};

/** Dotted paths of every string in a catalogue. */
function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`]
      : keys(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

describe('catalogues', () => {
  it('have the same keys in every language (i18n runs without a fallback language)', () => {
    const reference = keys(catalogues.zh).sort();
    for (const language of LANGUAGES) expect(keys(catalogues[language]).sort()).toEqual(reference);
  });

  it('label every area and entry of the product menu in every language', () => {
    const names = PRODUCT_MENU.flatMap((area) => [area.name, ...area.children.map((e) => e.name)]);
    for (const language of LANGUAGES) {
      const menu = catalogues[language].menu as Record<string, string>;
      for (const name of names) expect(menu[name], `${language} menu.${name}`).toBeTruthy();
    }
  });
});
