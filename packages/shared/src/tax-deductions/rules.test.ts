import { describe, expect, it } from 'vitest';
import { itemAmounts, sumAmounts, withEffectiveMonth, yearTotalFen } from './amounts';
import {
  checkDeductionItem,
  checkMember,
  checkSubmittable,
  checkVoucherFile,
  effectiveMonthOf,
  settlementWindow,
  type TMemberFacts,
  yearChangeable,
} from './rules';
import type { TDeductionItemInput } from './schemas';

const members = new Map<string, TMemberFacts>([
  ['kid', { relation: 'child', birthDate: '2016-05-10' }],
  ['baby', { relation: 'child', birthDate: '2025-03-02' }],
  ['dad', { relation: 'father', birthDate: '1960-08-01' }],
  ['mum', { relation: 'mother', birthDate: '1970-01-01' }],
]);
const births = new Map([...members].map(([id, m]) => [id, m.birthDate]));
const check = (input: Partial<TDeductionItemInput>, others: TDeductionItemInput['kind'][] = []) => {
  const r = checkDeductionItem({ year: 2026, kind: 'other', ...input } as TDeductionItemInput, {
    members,
    others,
  });
  return r.ok ? 'ok' : r.problem.key;
};
const child = {
  kind: 'childEducation',
  memberId: 'kid',
  stage: 'primary',
  startMonth: '2026-01',
  endMonth: '2026-12',
  ratio: '100',
} as const;

describe('children education', () => {
  it('asks for each field, start not after end, and the ratio', () => {
    expect(check({ ...child, memberId: '' })).toBe('deduction.childRequired');
    expect(check({ ...child, memberId: 'dad' })).toBe('deduction.notAChild');
    expect(check({ ...child, stage: '' })).toBe('deduction.stageRequired');
    expect(check({ ...child, startMonth: '' })).toBe('deduction.startRequired');
    expect(check({ ...child, endMonth: '' })).toBe('deduction.endRequired');
    expect(check({ ...child, startMonth: '2026-13' })).toBe('deduction.monthInvalid');
    expect(check({ ...child, startMonth: '2026-06', endMonth: '2026-05' })).toBe('deduction.startAfterEnd');
    expect(check({ ...child, startMonth: '2020-01', endMonth: '2021-06' })).toBe('deduction.outsideYear');
    expect(check({ ...child, ratio: '' })).toBe('deduction.ratioRequired');
    expect(check({ ...child, ratio: '30' })).toBe('deduction.ratioRequired');
    expect(check(child)).toBe('ok');
  });
  it('pays 2,000 a month per child from 2023 (1,000 before), split by the ratio', () => {
    const a = itemAmounts('childEducation', { ...child, startMonth: '2026-09' }, 2026, births);
    expect(a.monthly).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 200000, 200000, 200000, 200000]);
    const half = itemAmounts(
      'childEducation',
      { ...child, ratio: '50', startMonth: '2022-01', endMonth: '2022-12' },
      2022,
      births,
    );
    expect(half.monthly[0]).toBe(50000);
  });
});

describe('infant care', () => {
  it('needs a child under 3 and a ratio', () => {
    expect(check({ kind: 'infantCare', memberId: 'kid', ratio: '100' })).toBe('deduction.infantOver3');
    expect(check({ kind: 'infantCare', memberId: 'baby' })).toBe('deduction.ratioRequired');
    expect(check({ kind: 'infantCare', memberId: 'baby', ratio: '50' })).toBe('ok');
  });
  it('runs from the birth month to the month before the third birthday', () => {
    expect(
      itemAmounts('infantCare', { memberId: 'baby', ratio: '100' }, 2025, births).monthly.slice(0, 3),
    ).toEqual([0, 0, 200000]);
    expect(
      itemAmounts('infantCare', { memberId: 'baby', ratio: '100' }, 2028, births).monthly.slice(0, 3),
    ).toEqual([200000, 200000, 0]);
  });
});

describe('continuing education', () => {
  const degree = {
    kind: 'continuingEducation',
    degreeStage: 'master',
    degreeStart: '2025-09',
    degreeEnd: '2027-06',
  } as const;
  const cert = {
    kind: 'continuingEducation',
    certType: 'skill',
    certNumber: 'A123',
    certIssuer: '人社局',
    certDate: '2026-04-01',
  } as const;
  it('checks each rule', () => {
    expect(check({ kind: 'continuingEducation' })).toBe('deduction.educationRequired');
    expect(check({ ...degree, degreeStage: '' })).toBe('deduction.degreeStageRequired');
    expect(check({ ...degree, degreeEnd: '2025-09' })).toBe('deduction.degreeStartBeforeEnd');
    expect(check({ ...degree, degreeEnd: '2029-09' })).toBe('deduction.degreeTooLong');
    expect(check({ ...cert, certType: '' })).toBe('deduction.certTypeRequired');
    expect(check({ ...cert, certNumber: 'X'.repeat(21) })).toBe('deduction.certNumberTooLong');
    expect(check({ ...cert, certIssuer: '' })).toBe('deduction.issuerRequired');
    expect(check({ ...cert, certIssuer: '局'.repeat(26) })).toBe('deduction.issuerTooLong');
    expect(check({ ...cert, certDate: '' })).toBe('deduction.issueDateRequired');
    expect(check({ ...degree, ...cert })).toBe('ok');
  });
  it('gives 400 a month and 3,600 once in the certificate year', () => {
    const a = itemAmounts('continuingEducation', { ...degree, ...cert }, 2026, births);
    expect(a.monthly.every((v) => v === 40000)).toBe(true);
    expect(a.oneOff).toBe(360000);
    expect(itemAmounts('continuingEducation', { ...cert }, 2027, births).oneOff).toBe(0);
  });
});

describe('serious illness', () => {
  const ill = {
    kind: 'seriousIllness',
    memberId: 'self',
    totalAmount: '120000',
    personalAmount: '100000.50',
  } as const;
  it('checks the amounts', () => {
    expect(check({ ...ill, memberId: '' })).toBe('deduction.patientRequired');
    expect(check({ ...ill, totalAmount: '' })).toBe('deduction.totalRequired');
    expect(check({ ...ill, personalAmount: '1.234' })).toBe('deduction.amountFormat');
    expect(check({ ...ill, personalAmount: '120000.01' })).toBe('deduction.personalOverTotal');
    expect(check(ill)).toBe('ok');
  });
  it('deducts the out of pocket above 15,000, at most 80,000, at the annual settlement', () => {
    expect(itemAmounts('seriousIllness', { personalAmount: '100000.50' }, 2026, births).annualOnly).toBe(
      8000000,
    );
    expect(itemAmounts('seriousIllness', { personalAmount: '20000' }, 2026, births).annualOnly).toBe(500000);
    expect(itemAmounts('seriousIllness', { personalAmount: '9000' }, 2026, births).annualOnly).toBe(0);
  });
});

describe('housing loan and rent', () => {
  const loan = { kind: 'housingLoan', loanTerm: '240', firstRepayment: '2026-03-15' } as const;
  const rent = { kind: 'rent', cityClass: '2', leaseStart: '2026-02-01', leaseEnd: '2026-07-31' } as const;
  it('checks the term, the lease and not both', () => {
    expect(check({ ...loan, loanTerm: '' })).toBe('deduction.loanTermRequired');
    expect(check({ ...loan, loanTerm: '1.5' })).toBe('deduction.loanTermPositive');
    expect(check({ ...loan, loanTerm: '0' })).toBe('deduction.loanTermPositive');
    expect(check({ ...loan, loanTerm: '241' })).toBe('deduction.loanTermMax');
    expect(check({ ...loan, firstRepayment: '' })).toBe('deduction.firstRepaymentRequired');
    expect(check(loan, ['rent'])).toBe('deduction.loanAndRent');
    expect(check({ ...rent, cityClass: '4' })).toBe('deduction.cityRequired');
    expect(check({ ...rent, leaseEnd: '2026-01-31' })).toBe('deduction.leaseEndBeforeStart');
    expect(check(rent, ['housingLoan'])).toBe('deduction.loanAndRent');
    expect(check(loan)).toBe('ok');
    expect(check(rent)).toBe('ok');
  });
  it('follows the months and the rate of the city class', () => {
    expect(itemAmounts('housingLoan', loan, 2026, births).monthly.filter((v) => v === 100000)).toHaveLength(
      10,
    );
    expect(
      itemAmounts('housingLoan', { ...loan, loanTerm: '2' }, 2026, births).monthly.filter((v) => v > 0),
    ).toHaveLength(2);
    const r = itemAmounts('rent', rent, 2026, births);
    expect(r.monthly).toEqual([0, 110000, 110000, 110000, 110000, 110000, 110000, 0, 0, 0, 0, 0]);
  });
});

describe('elderly support', () => {
  const only = { kind: 'elderlySupport', onlyChild: true, dependantIds: ['dad'] as string[] } as const;
  const shared = {
    kind: 'elderlySupport',
    onlyChild: false,
    dependantIds: ['dad'] as string[],
    shareMethod: 'equal',
    amount: '1500',
  } as const;
  it('checks dependants, the share method and the cap', () => {
    expect(check({ ...only, dependantIds: [] })).toBe('deduction.dependantRequired');
    expect(check({ ...only, dependantIds: ['dad', 'dad'] })).toBe('deduction.dependantDuplicate');
    expect(check({ ...only, dependantIds: ['mum'] })).toBe('deduction.dependantUnder60');
    expect(check(only, ['elderlySupport'])).toBe('deduction.onlyOneElderly');
    expect(check({ ...shared, shareMethod: '' })).toBe('deduction.shareMethodRequired');
    expect(check({ ...shared, amount: '100.123' })).toBe('deduction.elderlyAmountFormat');
    expect(check({ ...shared, amount: '1500.01' })).toBe('deduction.elderlyShareOver');
    expect(check(only)).toBe('ok');
    expect(check({ ...shared, amount: '1000.5' })).toBe('ok');
  });
  it('3,000 for an only child, the share otherwise, from the month the parent is 60', () => {
    expect(itemAmounts('elderlySupport', only, 2026, births).monthly[0]).toBe(300000);
    expect(itemAmounts('elderlySupport', only, 2020, births).monthly.slice(6, 8)).toEqual([0, 200000]);
    expect(itemAmounts('elderlySupport', { ...shared, amount: '1000.5' }, 2026, births).monthly[11]).toBe(
      100050,
    );
  });
});

describe('other deductions, submit, cut-off, window', () => {
  it('other: amount not empty and above 0', () => {
    expect(check({ kind: 'other', otherType: 'personalPension' })).toBe('deduction.otherAmountRequired');
    expect(check({ kind: 'other', otherType: 'personalPension', amount: '0' })).toBe(
      'deduction.otherAmountPositive',
    );
    expect(check({ kind: 'other', amount: '5' })).toBe('deduction.otherTypeRequired');
    expect(check({ kind: 'other', otherType: 'personalPension', amount: '12000' })).toBe('ok');
  });
  it('a record needs an education or dependant entry', () => {
    expect(checkSubmittable([])).toMatchObject({ ok: false, problem: { key: 'deduction.nothingToSubmit' } });
    expect(checkSubmittable(['rent', 'other'])).toMatchObject({
      problem: { key: 'deduction.needEducationOrDependant' },
    });
    expect(checkSubmittable(['rent', 'elderlySupport']).ok).toBe(true);
  });
  it('cut-off on the 15th, settlement window March 1 - June 30', () => {
    expect(effectiveMonthOf('2026-04-15')).toBe('2026-04');
    expect(effectiveMonthOf('2026-04-16')).toBe('2026-05');
    expect(effectiveMonthOf('2026-12-20')).toBe('2027-01');
    expect(settlementWindow('2026-03-01').open).toBe(true);
    expect(settlementWindow('2026-07-01').open).toBe(false);
    expect(yearChangeable(2026, '2026-11-26').ok).toBe(true);
    expect(yearChangeable(2025, '2026-06-30').ok).toBe(true);
    expect(yearChangeable(2025, '2026-07-01')).toMatchObject({ problem: { key: 'deduction.windowClosed' } });
    expect(yearChangeable(2024, '2026-04-01')).toMatchObject({ problem: { key: 'deduction.yearClosed' } });
  });
  it('months before the effective month are caught up in it; after the year, at the settlement', () => {
    const a = sumAmounts([itemAmounts('childEducation', child, 2026, births)]);
    const b = withEffectiveMonth(a, 2026, '2026-04');
    expect(b.monthly.slice(0, 5)).toEqual([0, 0, 0, 800000, 200000]);
    expect(yearTotalFen(b)).toBe(yearTotalFen(a));
    const c = withEffectiveMonth(a, 2026, '2027-01');
    expect(c.monthly.every((v) => v === 0)).toBe(true);
    expect(c.annualOnly).toBe(2400000);
  });
});

describe('family members and vouchers', () => {
  const m = {
    name: '赵小六',
    relation: 'child',
    idType: 'idCard',
    idNumber: '110105201605100025',
    birthDate: '2016-05-10',
    nationality: '中国',
    phone: '13800138000',
    email: '',
  } as const;
  const key = (input: object) => {
    const r = checkMember({ ...m, ...input }, '2026-11-26');
    return r.ok ? 'ok' : r.problem.key;
  };
  it('asks for every field and checks the national ID', () => {
    expect(key({ name: ' ' })).toBe('deduction.nameRequired');
    expect(key({ relation: '' })).toBe('deduction.relationRequired');
    expect(key({ idType: '' })).toBe('deduction.idTypeRequired');
    expect(key({ idNumber: '' })).toBe('deduction.idNumberRequired');
    expect(key({ idNumber: '110105201605100021' })).toBe('deduction.idNumberInvalid');
    expect(key({ idNumber: 'X'.repeat(30), idType: 'passport' })).toBe('deduction.idNumberTooLong');
    expect(key({ birthDate: '' })).toBe('deduction.birthDateRequired');
    expect(key({ birthDate: '2016-05-11' })).toBe('deduction.birthDateMismatch');
    expect(key({ nationality: '' })).toBe('deduction.nationalityRequired');
    expect(key({ phone: '' })).toBe('deduction.phoneRequired');
    expect(key({ phone: '12345' })).toBe('deduction.phoneInvalid');
    expect(key({ email: 'a@b' })).toBe('deduction.emailInvalid');
    expect(key({})).toBe('ok');
  });
  it('vouchers: gif, jpeg, jpg, png, 6 MB, name length', () => {
    expect(checkVoucherFile('a.bmp', 10).ok).toBe(false);
    expect(checkVoucherFile('a.PNG', 6 * 1024 * 1024).ok).toBe(true);
    expect(checkVoucherFile('a.jpg', 6 * 1024 * 1024 + 1)).toMatchObject({
      problem: { key: 'deduction.voucherTooLarge' },
    });
    expect(checkVoucherFile(`${'a'.repeat(300)}.jpg`, 10)).toMatchObject({
      problem: { key: 'deduction.voucherNameTooLong' },
    });
  });
});
