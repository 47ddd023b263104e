/** The activity screens' paths (spec 2 §2), built in one place. */
export const ACTIVITIES_PATH = '/ActivitiesAndWelfare';
export const MY_ACTIVITIES_PATH = '/Myactivities';
export const MY_ACTIVITY_TABS_PATH = '/Myactivitypage';
export const ACTIVITY_ADMIN_PATH = '/ActivityAdmin';
/** Part 4's welfare rights screen. */
export const MY_RIGHTS_PATH = '/Myrights';

export const activityDetailPath = (id: string) =>
  `/ActivitiesAndWelfareDetail?${new URLSearchParams({ id })}`;
export const galleryPath = (id: string, index: number) =>
  `/Activesclickpages?${new URLSearchParams({ id, index: String(index) })}`;
export const eventRegistrationPath = (actId: string) =>
  `/eventRegistration?${new URLSearchParams({ actId })}`;
export const myRegistrationPath = (activityId: string, registrationId: string) =>
  `/Detailedactivity?${new URLSearchParams({ activity_id: activityId, registrationId })}`;
