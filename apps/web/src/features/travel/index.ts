export { listOutingCancels, listTravelApplications } from './api/list-applications';
