import account from './account.json';
import common from './common.json';
import menu from './menu.json';

export default { account, common, menu };
