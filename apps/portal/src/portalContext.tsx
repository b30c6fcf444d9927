// What every page of the main area reads: the session's account and token, the tenant's files,
// the user's menu, the filter defaults and what the user's scope lets the filters offer.
import type { FilterNode, FilterSelection, MenuItem } from '@voz/core';
import { createContext, useContext } from 'react';
import type { Account } from './session/account.js';
import type { TenantData } from './tenant/tenantData.js';

/** The parts of the trees the user may pick from, and the ids each dimension accepts. */
export interface Scope {
  geographies: FilterNode[];
  logicals: FilterNode[];
  criticalMoments: FilterNode[];
  allowed: {
    geographies: ReadonlySet<number>;
    logicals: ReadonlySet<number>;
    criticalMoments: ReadonlySet<number>;
    channels: ReadonlySet<number>;
    clusters: ReadonlySet<number>;
  };
}

/** The main area's shared state. */
export interface Portal {
  token: string;
  account: Account;
  data: TenantData;
  menu: MenuItem[];
  /** Whether filters, the counter and the chips show (not for admins, §6). */
  headerControls: boolean;
  defaults: FilterSelection;
  scope: Scope;
}

const Context = createContext<Portal | null>(null);

export const PortalProvider = Context.Provider;

/** The main area's state; only inside the main area. */
export function usePortal(): Portal {
  const value = useContext(Context);
  if (!value) throw new Error('PortalProvider is missing.');
  return value;
}
