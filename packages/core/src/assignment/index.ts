export { chooseDashboard, DASHBOARD_PAGES, dashboardsForUser } from './chooseDashboard.js';
export type { AssignedDashboard, AssignmentQuery, AssignmentUser } from './chooseDashboard.js';
