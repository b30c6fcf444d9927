import type { RouteModule } from '../app.js';
import { configRoutes } from './config.js';

/** Every group of routes, registered in this order. */
export const ROUTE_MODULES: readonly RouteModule[] = [configRoutes];
