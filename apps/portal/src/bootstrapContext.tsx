import { createContext, useContext } from 'react';
import type { BootstrapConfig } from './bootstrap.js';

/** /config.json and the base path the portal runs under. */
export interface Bootstrap {
  config: BootstrapConfig;
  basename: string;
  /** "Today" for the default dates: the server's clock (pinned in demos), else the browser's; read once. */
  now: Date;
}

const Context = createContext<Bootstrap | null>(null);

/** Provides the bootstrap to the whole portal. */
export const BootstrapProvider = Context.Provider;

/** The bootstrap of the nearest provider. */
export function useBootstrap(): Bootstrap {
  const value = useContext(Context);
  if (!value) throw new Error('BootstrapProvider is missing.');
  return value;
}
