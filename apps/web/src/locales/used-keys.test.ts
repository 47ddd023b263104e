import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { calcMessages } from '@ehome/shared/calculators/messages';
import { zh as zhMessages } from '@ehome/shared/i18n/messages-zh';
import { describe, expect, it } from 'vitest';
import { namespaceTree } from '../platform/namespace-tree';
import zh from './zh';
import zhAccountSecurity from './zh/account-security.json';
import zhActivities from './zh/activities.json';
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
import zhCertificates from './zh/certificates.json';
import zhCheckout from './zh/checkout.json';
import zhClock from './zh/clock.json';
import zhCounterPosition from './zh/counterPosition.json';
import zhDeclaration from './zh/declaration.json';
import zhDeductions from './zh/deductions.json';
import zhFundTransfer from './zh/fundTransfer.json';
import zhInbox from './zh/inbox.json';
import zhLeave from './zh/leave.json';
import zhLeaveBalance from './zh/leave-balance.json';
import zhLeaveCancel from './zh/leave-cancel.json';
import zhMakeup from './zh/makeup.json';
import zhMaterials from './zh/materials.json';
import zhMaternity from './zh/maternity.json';
import zhNewHire from './zh/newHire.json';
import zhOnboarding from './zh/onboarding.json';
import zhOrders from './zh/orders.json';
import zhOvertime from './zh/overtime.json';
import zhPayment from './zh/payment.json';
import zhPayRecords from './zh/payRecords.json';
import zhRealName from './zh/real-name.json';
import zhRegistration from './zh/registration.json';
import zhRelatives from './zh/relatives.json';
import zhServices from './zh/services.json';
import zhShop from './zh/shop.json';
import zhSupport from './zh/support.json';
import zhTravel from './zh/travel.json';
import zhWelfare from './zh/welfare.json';
import zhWorkplace from './zh/workplace.json';

/**
 * Every key the screens ask for exists in the catalogue (the same-keys test in locales.test.ts then
 * carries it to en and ja). i18n runs without a fallback language, so a missing key would show as a
 * raw key on a phone. Keys are read from the source: `t('ns:key')`, `t('key')` in the namespace of the
 * file's `useTranslation`, any `'ns:key'` literal, and the fixed part of template keys (`t(`ns:state.${x}`)`) as a subtree.
 */
/** The server messages as the `messages` namespace (platform/server-messages.ts). */
const messagesTree = namespaceTree(zhMessages);
/** The calculators' catalogue as the `calcMessages` namespace (features/calculators/calc-messages.ts). */
const calcMessagesTree: Record<string, Record<string, string>> = {};
for (const [key, text] of Object.entries(calcMessages.zh)) {
  const [group = '', name = ''] = key.split('.');
  calcMessagesTree[group] ??= {};
  calcMessagesTree[group][name] = text;
}
const catalogue: Record<string, unknown> = {
  ...zh,
  messages: messagesTree,
  calcMessages: calcMessagesTree,
  attendance: zhAttendance,
  clock: zhClock,
  attendanceAdmin: zhAttendanceAdmin,
  leave: zhLeave,
  approvals: zhApprovals,
  inbox: zhInbox,
  attachments: zhAttachments,
  leaveBalance: zhLeaveBalance,
  overtime: zhOvertime,
  checkout: zhCheckout,
  maternity: zhMaternity,
  leaveCancel: zhLeaveCancel,
  calculators: zhCalculators,
  calcTax: zhCalcTax,
  calcWage: zhCalcWage,
  calcWorkdays: zhCalcWorkdays,
  calcInsurance: zhCalcInsurance,
  calcLeave: zhCalcLeave,
  travel: zhTravel,
  makeup: zhMakeup,
  addresses: zhAddresses,
  shop: zhShop,
  orders: zhOrders,
  welfare: zhWelfare,
  fundTransfer: zhFundTransfer,
  counterPosition: zhCounterPosition,
  onboarding: zhOnboarding,
  newHire: zhNewHire,
  payment: zhPayment,
  relatives: zhRelatives,
  activities: zhActivities,
  registration: zhRegistration,
  materials: zhMaterials,
  certificates: zhCertificates,
  services: zhServices,
  // Issue 18 part 2:
  declaration: zhDeclaration,
  realName: zhRealName,
  payRecords: zhPayRecords,
  deductions: zhDeductions,
  support: zhSupport,
  workplace: zhWorkplace,
  accountSecurity: zhAccountSecurity,
};

const SRC = fileURLToPath(new URL('..', import.meta.url));
const PLURAL_SUFFIXES = ['', '_one', '_other', '_zero'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function lookup(namespace: string, path: string): unknown {
  let node: unknown = catalogue[namespace];
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

type TUse = { file: string; namespace: string; key: string; template: boolean };

function usesIn(file: string): TUse[] {
  const text = readFileSync(file, 'utf8');
  const declared = /useTranslation\(\s*(?:\[\s*)?'([A-Za-z]+)'/.exec(text)?.[1] ?? 'common';
  const uses: TUse[] = [];
  for (const match of text.matchAll(/\bt\(\s*(['`])([^'`]+)\1/g)) {
    const raw = match[2] ?? '';
    const template = match[1] === '`';
    const body = template ? raw.split('${')[0]?.replace(/\.$/, '') : raw;
    if (!body || (template && !raw.includes('${'))) continue;
    const [namespace, key] = body.includes(':') ? body.split(':', 2) : [declared, body];
    if (namespace && key) uses.push({ file: file.slice(SRC.length), namespace, key, template });
  }
  // Keys chosen before the call (`t(ok ? 'clock:a' : 'clock:b')`): any literal naming a namespace.
  for (const match of text.matchAll(/'([A-Za-z]+):([A-Za-z0-9_.]+)'/g)) {
    const [, namespace = '', key = ''] = match;
    if (namespace in catalogue) uses.push({ file: file.slice(SRC.length), namespace, key, template: false });
  }
  return uses;
}

describe('keys used by the screens', () => {
  const uses = sourceFiles(SRC).flatMap(usesIn);

  it('are found in the source (the scan works)', () => {
    expect(uses.length).toBeGreaterThan(100);
    expect(uses.some((use) => use.namespace === 'clock')).toBe(true);
  });

  it('all exist in the zh catalogue', () => {
    const missing = uses.filter(({ namespace, key, template }) => {
      if (!(namespace in catalogue)) return true;
      if (template) return typeof lookup(namespace, key) !== 'object';
      return !PLURAL_SUFFIXES.some((suffix) => typeof lookup(namespace, key + suffix) === 'string');
    });
    expect(missing.map((use) => `${use.file}: ${use.namespace}:${use.key}`)).toEqual([]);
  });

  it('name namespaces that a screen can load', () => {
    const known = new Set(Object.keys(catalogue));
    expect(uses.filter((use) => !known.has(use.namespace)).map((use) => use.namespace)).toEqual([]);
  });
});
