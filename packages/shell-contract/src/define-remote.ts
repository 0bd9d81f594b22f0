import type { TranslationLoader } from '@wl/i18n';
import type { ComponentType, ReactNode } from 'react';
import type { RemoteId } from './remote-ids';
import type { LaunchGameService, ShellServices } from './shell-services';

/**
 * Version of this contract: the version in this package's package.json (a test keeps them equal), recorded in each
 * remote's mf-manifest.json as the version of the shared `@wl/shell-contract` it was built against. A change to the
 * API report (api/shell-contract.api.md) comes with a new version: minor for additions, major for anything else.
 */
export const CONTRACT_VERSION = '1.3.0';

/** The shared module whose version in a remote's manifest is the contract version the remote was built against. */
export const CONTRACT_PACKAGE = '@wl/shell-contract';

/**
 * Can a host implementing contract `hostVersion` run a remote built against `builtAgainst`? Same major only: a remote
 * built against an older (or newer) minor keeps working, a different major is refused.
 */
export function isContractCompatible(hostVersion: string, builtAgainst: string): boolean {
  const major = (version: string) => /^(\d+)\./.exec(version)?.[1];
  const host = major(hostVersion);
  return host !== undefined && host === major(builtAgainst);
}

/** Props the host gives a remote's routes. */
export interface RemoteProps {
  /** The base path the remote is mounted at, e.g. `/lottery` (routes inside are relative). */
  basePath: string;
  shell: ShellServices;
}

/** Props the host gives a widget. */
export interface WidgetProps {
  shell: ShellServices;
  /** Content for frame widgets (e.g. the member centre frame around another area's page). */
  children?: ReactNode;
  /**
   * What a popup widget the host opens on an event shows (e.g. promotions' BonusPopup gets the MANUAL_PROMO
   * payload, agent-contracts' PaymentConfirmation the PAYMENT_CONFIRMATION payload). Absent for page widgets.
   */
  payload?: Readonly<Record<string, unknown>>;
  /**
   * Given to a popup widget, which the host renders inside its dialog frame: the widget calls it when it is done
   * (its own close button, or its work finished), and the host closes the dialog.
   */
  onClose?: () => void;
}

/** Services a remote offers other areas through the host, by name. */
export interface RemoteServices {
  /** games-lobby: launches a game (the host's `shell.launchGame` calls it). */
  launchGame?: LaunchGameService;
  [name: string]: unknown;
}

/** What a remote exposes as the default export of its `./remote` module. */
export interface RemoteDefinition {
  id: RemoteId;
  /**
   * The contract version of the `defineRemote` that made this definition. In a federated page `@wl/shell-contract` is
   * the host's shared singleton, so this is the host's version there; what a remote was built against is read from
   * its manifest (see {@link CONTRACT_PACKAGE}).
   */
  contractVersion: string;
  /** Rendered by the host under each of the remote's base paths. */
  routes?: ComponentType<RemoteProps>;
  /** Widgets the host may place on its pages, by name. */
  widgets?: Record<string, ComponentType<WidgetProps>>;
  /** Services other areas use through the host (e.g. games-lobby's launchGame). */
  services?: RemoteServices;
  /** Loads the remote's i18n namespace (named after its id) for a language. */
  translations?: TranslationLoader;
}

/** Declare a remote. Fills in the contract version so the host can tell what a remote was built against. */
export function defineRemote(definition: Omit<RemoteDefinition, 'contractVersion'>): RemoteDefinition {
  return { ...definition, contractVersion: CONTRACT_VERSION };
}
