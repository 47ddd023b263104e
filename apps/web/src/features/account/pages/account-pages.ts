// The account screens of issue 18 in one lazy chunk with their catalogue and styles: one dynamic
// import and one file name in the first load's route table (which is at its budget) for the three
// public screens, and the same chunk for /Modifypassword.
export { ModifyPasswordPage } from './modify-password-page';
export { PublicAccountPage } from './public-account-page';
