import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable } from 'mobx';
import { getAgentOverview, type AgentOverview } from '../api/agent-overview';

/** The agent overview page's figures. */
export class AgentOverviewStore {
  readonly load = new LoadState();
  overview: AgentOverview | null = null;

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<AgentOverviewStore, 'shell'>(this, { shell: false });
  }

  fetch(): Promise<void> {
    return this.load.run(
      () => this.shell.api.call(getAgentOverview),
      (value) => (this.overview = value),
    );
  }
}
