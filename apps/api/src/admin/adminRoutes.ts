import type { FastifyInstance } from 'fastify';
import { authenticateRoutes } from '../http/principal.js';
import type { AppDeps } from '../http/route-module.js';
import { adminUsersEntity, tenantUsersEntity } from './accounts.js';
import { alertWorkflowsEntity, alertWorkGroupsEntity } from './case-entities.js';
import { registerEntity, type AnyEntity } from './entity.js';
import { profilesEntity } from './profiles.js';
import {
  channelsEntity,
  clustersEntity,
  criticalMomentsEntity,
  geoLocationsEntity,
  logicalLocationsEntity,
} from './structure.js';
import { tenantsEntity } from './tenants.js';
import {
  customerJourneyEntity,
  dashboardWidgetsEntity,
  dynamicReportsEntity,
  reportsEntity,
  surveysEntity,
} from './voc-entities.js';
import { workflowsEntity } from './workflows.js';

/** Every entity of the generic CRUD of platform-core §7 but alerts, in the order of docs/routing.md. */
export const ADMIN_ENTITIES: readonly AnyEntity[] = [
  tenantsEntity,
  profilesEntity,
  tenantUsersEntity,
  adminUsersEntity,
  workflowsEntity,
  criticalMomentsEntity,
  geoLocationsEntity,
  logicalLocationsEntity,
  channelsEntity,
  clustersEntity,
  surveysEntity,
  reportsEntity,
  dynamicReportsEntity,
  customerJourneyEntity,
  dashboardWidgetsEntity,
  alertWorkflowsEntity,
  alertWorkGroupsEntity,
] as readonly AnyEntity[];

/** The five CRUD routes (list, get, create, update, delete) of every admin entity, on their services. */
export function adminRoutes(app: FastifyInstance, deps: AppDeps): void {
  // One auth hook for every entity's routes: each route's permission is its config.gate.
  authenticateRoutes(app, deps.principals);
  for (const entity of ADMIN_ENTITIES) registerEntity(app, deps, entity);
}
