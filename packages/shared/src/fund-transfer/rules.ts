import { isShanghai } from '../onboarding/constants';
import { FUND_ACCOUNT_RE } from '../onboarding/profile-rules';
import { FUND_COMPANY_NAME_MAX, FundHandleMode, type TFundHandleMode } from './constants';

export type TFundTransferMessageKey =
  | 'fundTransfer.companyNameRequired'
  | 'fundTransfer.companyNameTooLong'
  | 'fundTransfer.accountInvalid';

/** The form as the employee fills it: the new-employer switch, then either its fields or seal only. */
export type TFundTransferForm = {
  hasNewCompany: boolean;
  companyName: string;
  account: string;
  sealOnly: boolean;
};

/** What is stored: the company and account only with a new employer. */
export type TFundTransferFields = {
  fundHandleMode: TFundHandleMode;
  companyName: string;
  account: string;
  sealOnly: boolean;
};

/**
 * Spec 3 §5 "Fund transfer": with a new company its name is required (请输入新公司名称) and the
 * account is exactly 9 digits (请输入正确九位数公积金账号). Without one, the account is sealed
 * (automatically, or on request with the seal-only switch). The first broken rule, or the fields.
 */
export function checkFundTransfer(
  form: TFundTransferForm,
): { ok: false; key: TFundTransferMessageKey } | { ok: true; fields: TFundTransferFields } {
  if (!form.hasNewCompany) {
    return {
      ok: true,
      fields: { fundHandleMode: FundHandleMode.Seal, companyName: '', account: '', sealOnly: form.sealOnly },
    };
  }
  const companyName = form.companyName.trim().replace(/\s+/g, ' ');
  if (!companyName) return { ok: false, key: 'fundTransfer.companyNameRequired' };
  if (companyName.length > FUND_COMPANY_NAME_MAX)
    return { ok: false, key: 'fundTransfer.companyNameTooLong' };
  const account = form.account.trim();
  if (!FUND_ACCOUNT_RE.test(account)) return { ok: false, key: 'fundTransfer.accountInvalid' };
  return {
    ok: true,
    fields: { fundHandleMode: FundHandleMode.Transfer, companyName, account, sealOnly: false },
  };
}

/** Shanghai users are warned before submitting that the account can be submitted only once (spec 3 §4). */
export const warnsSubmitOnce = (socialCity: string) => isShanghai(socialCity.trim());
