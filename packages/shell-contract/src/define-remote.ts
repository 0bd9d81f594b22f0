import type { TranslationLoader } from '@wl/i18n';
import type { ComponentType, ReactNode } from 'react';
import type { RemoteId } from './remote-ids';
import type { LaunchGameService, ShellServices } from './shell-services';

/** Version of this contract. A remote built against an older minor version keeps working. */
export const CONTRACT_VERSION = '1.0.0';

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
  /** The contract version the remote was built against. */
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
