export {
  chooseDashboard,
  DASHBOARD_PAGES,
  dashboardsForUser,
  describeAssignmentRule,
  ruleMomentTest,
} from './chooseDashboard.js';
export type { AssignedDashboard, AssignmentQuery, AssignmentUser } from './chooseDashboard.js';
