import { z } from 'zod';
import { zPage } from '../envelope';
import { INVITATION_STATES, NEW_HIRE_LIMITS } from './constants';

/**
 * New-hire calls: HR under /api/NewHireAdmin (login token, roles hr/admin), the new hire under
 * /api/NewHire (the registration token of /api/NewHire/Landing only). Rules are checked by the
 * shared rule functions (rules.ts), which answer catalogue messages; the schemas only bound sizes.
 */
const ZText = (max: number) => z.string().trim().max(max);

export const ZInviteInput = z.object({
  employeeName: ZText(NEW_HIRE_LIMITS.employeeName * 2),
  mobile: ZText(20),
  organizationId: ZText(40),
  hireDate: ZText(10),
  socialCity: ZText(NEW_HIRE_LIMITS.socialCity * 2),
});
export type TInviteInput = z.infer<typeof ZInviteInput>;

export const ZInvitationRef = z.object({ invitationId: z.uuid({ error: 'newHire.invitationNotFound' }) });

export const ZInvitationIssued = z.object({
  invitationId: z.string(),
  /** Shown once: only its hash is stored. */
  code: z.string(),
  link: z.string(),
  expiresAt: z.string(),
});
export type TInvitationIssued = z.infer<typeof ZInvitationIssued>;

export const ZInvitation = z.object({
  invitationId: z.string(),
  employeeName: z.string(),
  mobile: z.string(),
  organizationName: z.string(),
  hireDate: z.string(),
  socialCity: z.string(),
  state: z.enum(INVITATION_STATES),
  failures: z.number().int(),
  invitedAt: z.string(),
  expiresAt: z.string(),
  registeredAt: z.string().nullable(),
});
export type TInvitation = z.infer<typeof ZInvitation>;
export const ZInvitationPage = zPage(ZInvitation);
export type TInvitationPage = z.infer<typeof ZInvitationPage>;

export const ZNewHireOrganization = z.object({ id: z.string(), name: z.string() });
export type TNewHireOrganization = z.infer<typeof ZNewHireOrganization>;

export const ZLandingInput = z.object({
  code: ZText(200),
  employeeName: ZText(40),
  mobileLast4: ZText(10),
});
export type TLandingInput = z.infer<typeof ZLandingInput>;
export const ZLandingResult = z.object({
  token: z.string(),
  expiresIn: z.number().int(),
  employeeName: z.string(),
});
export type TLandingResult = z.infer<typeof ZLandingResult>;

export const ZNewHireFormInput = z.object({
  gender: z.number().int().nullable(),
  idNumber: ZText(30),
  nation: ZText(20),
  maritalStatus: ZText(20),
  political: ZText(30),
  highestDegree: ZText(30),
  isHealth: ZText(20),
  email: ZText(200),
  contact: ZText(200),
  livePrivince: ZText(30),
  liveCity: ZText(30),
  liveCountry: ZText(30),
  resiPermitStreet: ZText(200),
  residentialAddress: ZText(300),
  resZipCode: ZText(10),
});
export type TNewHireFormInput = z.infer<typeof ZNewHireFormInput>;
export const ZNewHireFormView = ZNewHireFormInput.extend({
  employeeName: z.string(),
  phoneNumber: z.string(),
  userName: z.string(),
  /** The form was saved at least once. */
  saved: z.boolean(),
});
export type TNewHireFormView = z.infer<typeof ZNewHireFormView>;

export const ZWorkExperienceItem = z.object({
  company: ZText(200),
  position: ZText(200),
  fromMonth: ZText(7),
  toMonth: ZText(7),
  reason: ZText(400),
});
export type TWorkExperienceItem = z.infer<typeof ZWorkExperienceItem>;
export const ZWorkExperienceList = z.object({ items: z.array(ZWorkExperienceItem).max(50) });
export type TWorkExperienceList = z.infer<typeof ZWorkExperienceList>;

export const ZNewHireChildInput = z.object({
  childName: ZText(40),
  sex: ZText(2),
  birthday: ZText(10),
  /** The proof image as a data URL or bare base64 (compressed in the browser). */
  imageInner: z.string(),
});
export type TNewHireChildInput = z.infer<typeof ZNewHireChildInput>;
export const ZNewHireChild = z.object({
  id: z.string(),
  childName: z.string(),
  sex: z.string(),
  birthday: z.string(),
  verify: z.number().int(),
});
export type TNewHireChild = z.infer<typeof ZNewHireChild>;
export const ZNewHireChildRef = z.object({ id: z.uuid({ error: 'newHire.childNotFound' }) });

export const ZNewHirePasswordInput = z.object({
  password: z.string().max(100),
  confirmPassword: z.string().max(100),
});
export const ZNewHireRegistered = z.object({ userName: z.string() });
export type TNewHireRegistered = z.infer<typeof ZNewHireRegistered>;
