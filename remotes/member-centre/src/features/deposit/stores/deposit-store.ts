import type { RealtimePayload } from '@wl/event-bus';
import type { ShellServices } from '@wl/shell-contract';
import { LoadState } from '@wl/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import { WALLET_REFRESH_SOURCE } from '../../../constants';
import { failureOf, type ActionFailure } from '../../../lib/failure/action-failure';
import { requestDeposit } from '../api/deposit';
import { getDepositMethods, type DepositMethod } from '../api/deposit-methods';
import { getDepositRequests } from '../api/deposit-requests';
import { amountPayload, checkAmount, type AmountProblem } from '../../../lib/money-forms/amount';
import { MoneyRequestLog } from '../../../lib/money-forms/request-log';

/** The deposit form's inputs, named as the payload fields. */
export interface DepositValues {
  methodCode: string;
  amount: string;
}

/**
 * The deposit page (depositv2): the methods and their limits from the server, the amount checked against the chosen
 * method's limits, the request sent once (busy while in flight), the requests listed with their status. The result
 * arrives by the DEPOSIT realtime event: the request's status changes and the result is shown; the host refreshes the
 * balance on that event. A refused request keeps what was typed.
 */
export class DepositStore {
  readonly load = new LoadState();
  methods: DepositMethod[] = [];
  /** The member's deposits, their pending ones and the last realtime result. */
  readonly log = new MoneyRequestLog('deposit');
  values: DepositValues = { methodCode: '', amount: '' };
  /** The amount's problem after a submit (message key), or null. */
  problem: AmountProblem = null;
  /**
   * The server's refusal of the last submit: its code and text (the page words a code it knows, e.g. the
   * responsible-gaming `deposit.limit.exceeded`, with its own text).
   */
  failure: ActionFailure | null = null;
  busy = false;

  constructor(private readonly shell: ShellServices) {
    makeAutoObservable<DepositStore, 'shell'>(this, { shell: false });
  }

  /** The chosen method, or null. */
  get method(): DepositMethod | null {
    return this.methods.find((m) => m.code === this.values.methodCode) ?? null;
  }

  /** Read the methods and the member's requests; the first method is chosen unless one is already. */
  fetch(): Promise<void> {
    return this.load.run(
      () => Promise.all([this.shell.api.call(getDepositMethods), this.shell.api.call(getDepositRequests)]),
      ([{ methods }, requests]) => {
        this.methods = methods;
        this.log.requests = requests;
        if (!this.method) this.values.methodCode = methods[0]?.code ?? '';
      },
    );
  }

  set(field: keyof DepositValues, value: string): void {
    this.values[field] = value;
    this.problem = null;
    this.failure = null;
  }

  /** Validate and send the request; resolves true when it was accepted (pending). */
  async submit(): Promise<boolean> {
    if (this.busy) return false;
    const method = this.method;
    this.failure = null;
    this.problem = method
      ? checkAmount(this.values.amount, { min: method.minAmount, max: method.maxAmount })
      : 'amount_invalid';
    if (this.problem || !method) return false;
    this.busy = true;
    this.log.result = null;
    try {
      const request = await this.shell.api.call(requestDeposit, {
        body: { methodCode: method.code, amount: amountPayload(this.values.amount) },
      });
      runInAction(() => {
        this.log.add(request);
        this.values.amount = '';
        this.busy = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        // What was typed stays: only the message changes.
        this.failure = failureOf(error, this.shell.i18n.t);
        this.busy = false;
      });
      return false;
    }
  }

  /** A DEPOSIT realtime event: settle the matching request and show the result. */
  onEvent(payload: RealtimePayload): void {
    this.log.settle(payload);
  }

  /** Follow DEPOSIT events; call the result to stop. */
  start(): () => void {
    return this.shell.events.subscribe('DEPOSIT', (payload) => this.onEvent(payload));
  }

  /** Ask the host for a fresh balance (after money moved). */
  refreshBalance(): void {
    this.shell.events.publish('wallet.refreshRequested', { source: WALLET_REFRESH_SOURCE });
  }
}
