import { ACTIVITY_API } from '@ehome/shared/activities/constants';
import type {
  TInsRegistrationResult,
  TRegistrationIsFinish,
  TRegistrationTotal,
  TSubRegistration,
} from '@ehome/shared/activities/registration';
import type { TActivity, TActivityFormItem } from '@ehome/shared/activities/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../platform/http';
import { relativesQuery } from '../../relatives';

/** The registration calls (spec 2 §7 "Activities"); the activity itself is GetActivity (contract ZActivity). */
export const REGISTRATION_KEY = ['activities', 'registration'] as const;

/** GET GetActivity/{actId}: the activity with the caller's registration. Silent: the page shows the refusal. */
export const activityQuery = (actId: string) =>
  queryOptions({
    queryKey: [...REGISTRATION_KEY, 'activity', actId],
    queryFn: () => http.get<TActivity>(`${ACTIVITY_API}/GetActivity/${actId}`, undefined, { silent: true }),
    enabled: actId !== '',
    retry: false,
  });
export const useActivity = (actId: string) => useQuery(activityQuery(actId));

/** GET GetActivityDetail/{activityId}: the form items shown, with the caller's answers. */
export const formItemsQuery = (actId: string) =>
  queryOptions({
    queryKey: [...REGISTRATION_KEY, 'form', actId],
    queryFn: () =>
      http.get<TActivityFormItem[]>(`${ACTIVITY_API}/GetActivityDetail/${actId}`, undefined, {
        silent: true,
      }),
    enabled: actId !== '',
    retry: false,
  });
export const useFormItems = (actId: string) => useQuery(formItemsQuery(actId));

/** The relatives a registration brings: the relatives screen's query (one cache entry, refreshed when it saves). */
export const useRelatives = (regID: string, enabled: boolean) =>
  useQuery({ ...relativesQuery(regID), enabled: enabled && regID !== '' });

/** GET InsRegistration/{actId}: sign up. Silent: the screen toasts the refusal for 3 s. */
export const signUp = (actId: string) =>
  http.get<TInsRegistrationResult>(`${ACTIVITY_API}/InsRegistration/${actId}`, undefined, { silent: true });

/** GET GetRegistrationIsFinish?activityID: paid / submitted. */
export const registrationIsFinish = (activityID: string) =>
  http.get<TRegistrationIsFinish>(
    `${ACTIVITY_API}/GetRegistrationIsFinish`,
    { activityID },
    { silent: true },
  );

/** POST SubRegistration: the filled form; answers the total to pay. */
export const submitRegistration = (body: TSubRegistration) =>
  http.post<TRegistrationTotal>(`${ACTIVITY_API}/SubRegistration`, body, { silent: true });

/** GET GetActivityTotalMoney?activityID: the total of the caller's submitted, unpaid registration. */
export const totalMoneyQuery = (activityID: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...REGISTRATION_KEY, 'total', activityID],
    queryFn: () =>
      http.get<TRegistrationTotal>(`${ACTIVITY_API}/GetActivityTotalMoney`, { activityID }, { silent: true }),
    enabled: enabled && activityID !== '',
    retry: false,
  });
export const useTotalMoney = (activityID: string, enabled: boolean) =>
  useQuery(totalMoneyQuery(activityID, enabled));

/** POST CancelRegistration {registrationId}: withdraws an unpaid registration before the deadline. */
export const cancelRegistration = (registrationId: string) =>
  http.post<boolean>(`${ACTIVITY_API}/CancelRegistration`, { registrationId }, { silent: true });
