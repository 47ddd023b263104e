// The activities feature's public face: other features link to its screens with these paths.
export {
  ACTIVITIES_PATH,
  activityDetailPath,
  MY_ACTIVITIES_PATH,
  MY_ACTIVITY_TABS_PATH,
  myRegistrationPath,
} from './paths';
