import type { FastifyInstance } from 'fastify';
import { authenticateRoutes } from '../http/principal.js';
import type { AppDeps, RouteModule } from '../http/route-module.js';
import { activityRoutes } from './activity-routes.js';
import { planRoutes } from './plan-routes.js';

/**
 * Action plans on the voc service (platform-core §3, §4, §6, §7; docs/routing.md): plans, their
 * dashboard, status, library flag, logs, comments report and causes; activities, their progress,
 * comments and evidence files; templates. Needs migration 0003 (db/migrations/0003_action_plans.ts).
 */
export const actionPlanRoutes: RouteModule = (app: FastifyInstance, deps: AppDeps): void => {
  // One auth hook for both groups: each route's base action is its config.gate.
  authenticateRoutes(app, deps.principals);
  planRoutes(app, deps);
  activityRoutes(app, deps);
};
