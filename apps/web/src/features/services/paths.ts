import { SERVICE_PATHS } from '@ehome/shared/services/constants';

/** The service screens' paths, built in one place. */
export const menuPath = (id: string) => `${SERVICE_PATHS.menu}?${new URLSearchParams({ id })}`;
export const GENERAL_ORIENTATION_PATH = SERVICE_PATHS.orientation;
export const BACKLOG_PATH = SERVICE_PATHS.backlog;
