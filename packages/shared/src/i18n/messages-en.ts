// Issue 18 account:
import * as account from '../account/messages';
import * as activityAdmin from '../activities/admin-messages';
import * as activityCatalogue from '../activities/catalogue-messages';
import * as registration from '../activities/registration-messages';
import * as relatives from '../activities/relative-messages';
import * as address from '../address/messages';
import * as approvals from '../approvals/messages';
import * as attachments from '../attachments/messages';
import * as certificates from '../certificates/messages';
import * as counters from '../counters/messages';
import * as fundTransfer from '../fund-transfer/messages';
import * as declaration from '../income-declaration/messages';
import * as leaveForm from '../leave/form-messages';
import * as leave from '../leave/messages';
import * as leaveCancel from '../leave-cancel/messages';
import * as makeup from '../makeup-clock/messages';
import * as maternity from '../maternity/messages';
import * as newHire from '../new-hire/messages';
import * as onboarding from '../onboarding/messages';
import * as onboardingProfile from '../onboarding/profile-messages';
import * as onboardingMaterials from '../onboarding-materials/messages';
import * as overtime from '../overtime/messages';
import * as payRecords from '../pay-records/messages';
import * as payment from '../payment/messages';
import * as realName from '../real-name/messages';
import * as services from '../services/messages';
import * as shopCatalogue from '../shop/catalogue-messages';
import * as checkout from '../shop/checkout-messages';
import * as orders from '../shop/order-messages';
import * as support from '../support/messages';
import * as taxDeductions from '../tax-deductions/messages';
import * as travel from '../travel/messages';
import * as welfare from '../welfare/messages';
import * as workplace from '../workplace/messages';
import * as core from './core-messages';
import type { TMessageKey } from './messages-zh';

/**
 * Every server message in English: the core and each area's file (keys are prefixed per area).
 * One module per language, so the phone downloads only the language it shows (platform/i18n.ts).
 */
export const en: Record<TMessageKey, string> = {
  ...core.en,
  ...approvals.en,
  ...leave.en,
  ...leaveForm.en,
  ...attachments.en,
  ...travel.en,
  ...overtime.en,
  ...maternity.en,
  ...leaveCancel.en,
  ...makeup.en,
  ...address.en,
  ...checkout.en,
  ...shopCatalogue.en,
  ...orders.en,
  ...welfare.en,
  ...newHire.en,
  ...onboarding.en,
  ...onboardingProfile.en,
  ...onboardingMaterials.en,
  ...payment.en,
  ...relatives.en,
  ...activityCatalogue.en,
  ...registration.en,
  ...activityAdmin.en,
  ...fundTransfer.en,
  ...counters.en,
  ...certificates.en,
  ...declaration.en,
  ...payRecords.en,
  ...taxDeductions.en,
  ...services.en,
  ...realName.en,
  ...support.en,
  ...account.en,
  ...workplace.en,
};
export default en;
