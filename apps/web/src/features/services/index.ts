// The services feature's public face: other features link to the orientation (new hires, from
// their registration success page) and to the backlog.
export { BACKLOG_PATH, GENERAL_ORIENTATION_PATH } from './paths';
