import { actionPlanRoutes } from '../action-plans/actionPlanRoutes.js';
import { adminRoutes } from '../admin/adminRoutes.js';
import { alertRoutes } from '../alerts/alertRoutes.js';
import type { RouteModule } from '../http/route-module.js';
import { authoringRoutes } from '../authoring/routes.js';
import { batchRoutes } from '../batch/batchRoutes.js';
import { customerRoutes } from '../customers/customerRoutes.js';
import { criticalMomentDashboardRoutes } from '../dashboards/criticalMomentDashboard.js';
import { indicatorRoutes } from '../indicators/routes.js';
import { reportRoutes } from '../reports/reportRoutes.js';
import { socialRoutes } from '../social/socialRoutes.js';
import { surveyRoutes } from '../surveys/surveyRoutes.js';
import { authRoutes } from './auth.js';
import { configRoutes } from './config.js';

/** Every group of routes, registered in this order. */
export const ROUTE_MODULES: readonly RouteModule[] = [
  configRoutes,
  authRoutes,
  indicatorRoutes,
  surveyRoutes,
  alertRoutes,
  customerRoutes,
  reportRoutes,
  socialRoutes,
  criticalMomentDashboardRoutes,
  actionPlanRoutes,
  adminRoutes,
  authoringRoutes,
  batchRoutes,
];
