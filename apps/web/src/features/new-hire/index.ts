// The new-hire feature's public face: the invitation link's path for other features (e.g. messages).
export { invitationLink } from '@ehome/shared/new-hire/constants';
