import { z } from 'zod';
import { LOGIN_PASSWORD_MAX, LOGIN_USER_NAME_MAX } from './login-rules';
import { EMPLOYEE_TYPES, ROLE_FLAGS, ROLES } from './roles';

/** POST /api/Token/Login. The password's strength rule applies when it is set, not at login. */
export const ZLoginRequest = z.object({
  userName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(LOGIN_USER_NAME_MAX, { error: 'validation.userNameLength' }),
  password: z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(LOGIN_PASSWORD_MAX, { error: 'validation.passwordLength' }),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRoleFlags = z.object(
  Object.fromEntries(ROLE_FLAGS.map((f) => [f, z.boolean()])) as Record<
    (typeof ROLE_FLAGS)[number],
    z.ZodBoolean
  >,
);

export type TMenuItemShape = { name: string; menu_url: string; children: TMenuItemShape[] };
export const ZMenuItem: z.ZodType<TMenuItemShape> = z.lazy(() =>
  z.object({ name: z.string(), menu_url: z.string(), children: z.array(ZMenuItem) }),
);

/** Session menu (spec 3 §3 allMenu): service flags and the menu the user may see. */
export const ZAllMenu = z.object({
  afEmployeeRoleList: z.array(ZRoleFlags),
  menuList: z.array(ZMenuItem),
});

/** GET /api/User/GetUserInfo: spec 3 §3 user info plus eid, roles and the session menu. */
export const ZUserInfo = z.object({
  eid: z.string(),
  userName: z.string(),
  employeeName: z.string(),
  employeeID: z.string(),
  wxImage: z.string().nullable(),
  socialCity: z.string(),
  leaveStatus: z.number().int(),
  employeeType: z.enum(EMPLOYEE_TYPES),
  organizationName: z.string(),
  companyName: z.string(),
  /** The provider's service type; 人事代理 (personnel agency) hides the income certificate. */
  serviceType: z.string().optional(),
  roles: z.array(z.enum(ROLES)),
  allMenu: ZAllMenu,
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

export const ZLoginResult = z.object({
  token: z.string(),
  /** Seconds until the token expires. */
  expiresIn: z.number().int().positive(),
  userInfo: ZUserInfo,
});
export type TLoginResult = z.infer<typeof ZLoginResult>;
