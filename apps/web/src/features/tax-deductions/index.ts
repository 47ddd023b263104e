/** Special additional deductions (issue 18): the screens are reached through the route table only. */
export { KIND_PATHS } from './pages/hub-pages';
