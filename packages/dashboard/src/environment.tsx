import type { FilterState, RoutingTenant } from '@voz/core';
import type { DataSource } from '@voz/data';
import type { CompiledValidator, Widget } from '@voz/schema';
import type { RenderContext } from '@voz/widgets';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

/** Everything a widget frame needs from around it. */
export interface DashboardEnvironment {
  /** Where rows come from: the API in the portal, mocked rows in the editor and Storybook. */
  dataSource: DataSource;
  /** The filter state the calls are built with. */
  filters: FilterState;
  /** The tenant parts the routing reads (backends, formatting, rootIds...). */
  tenant: RoutingTenant;
  /** Language, locale, decimals, colour scales and metadata for the renderers. */
  render: RenderContext;
  /**
   * Checks each widget's JSON before drawing it (an invalid one shows an error frame). The editor
   * and previews pass the schema's precompiled validator; the portal draws dashboards the server
   * has already validated and leaves it out, which keeps the validators out of its bundle.
   */
  validate?: CompiledValidator<Widget>;
}

const Environment = createContext<DashboardEnvironment | null>(null);

/** Provides the data source, filters, tenant and render settings to every frame below it. */
export function DashboardEnvironmentProvider({
  value,
  children,
}: {
  value: DashboardEnvironment;
  children: ReactNode;
}): ReactElement {
  return <Environment.Provider value={value}>{children}</Environment.Provider>;
}

/** The environment of the nearest provider; throws a plain message when there is none. */
export function useDashboardEnvironment(): DashboardEnvironment {
  const value = useContext(Environment);
  if (!value) throw new Error('DashboardEnvironmentProvider is missing above this widget.');
  return value;
}

/** The data source of the nearest provider. */
export function useDataSource(): DataSource {
  return useDashboardEnvironment().dataSource;
}
