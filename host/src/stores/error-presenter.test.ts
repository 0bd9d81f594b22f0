import { ApiError, type ErrorAction } from '@wl/api-client';
import { serverRefusal } from '@wl/api-client/testing';
import { createI18n } from '@wl/i18n';
import { DialogStore } from '@wl/ui';
import { ErrorPresenter } from './error-presenter';

const error = new ApiError({ kind: 'server', endpointId: 'x.y', method: 'GET', path: '/wps/x' }, 'failed');

function setup(leaving = false) {
  const dialogs = new DialogStore();
  const calls: string[] = [];
  const i18n = createI18n('cimode');
  const presenter = new ErrorPresenter({
    dialogs,
    t: i18n.t.bind(i18n),
    clearSession: () => calls.push('clear'),
    leaving: () => leaving,
    reloadSiteRoot: () => calls.push('root'),
    reload: () => calls.push('reload'),
    openCustomerService: () => calls.push('cs'),
  });
  const present = (action: ErrorAction) => presenter.present(error, action);
  const closeCurrent = async (result = 'ok') => {
    dialogs.close(dialogs.current!.id, result);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { dialogs, calls, present, closeCurrent, presenter };
}

describe('ErrorPresenter', () => {
  it('shows a warning once while the same message is on screen', () => {
    const { dialogs, present } = setup();
    present({ kind: 'warn', message: 'No' });
    present({ kind: 'warn', message: 'No' });
    expect(dialogs.dialogs.map((d) => d.message)).toEqual(['No']);
  });

  it('signs out once after the member confirms the message, then reloads the site root', async () => {
    const { dialogs, calls, present, closeCurrent } = setup();
    present({ kind: 'signOut', message: 'Session expired' });
    present({ kind: 'sessionInvalid', message: 'Session expired' });
    expect(dialogs.dialogs).toHaveLength(1);
    expect(calls).toEqual([]);
    await closeCurrent();
    expect(calls).toEqual(['clear', 'root']);
  });

  it('says nothing of a refused session while the member is logging out', () => {
    const { dialogs, calls, present } = setup(true);
    present({ kind: 'signOut', message: 'Session expired' });
    present({ kind: 'sessionInvalid', message: 'Session expired' });
    expect(dialogs.dialogs).toHaveLength(0);
    expect(calls).toEqual([]);
  });

  it("shows a transport refusal as unknown_error, never the server's sentence", () => {
    const { dialogs, presenter } = setup();
    const stale = serverRefusal({
      endpointId: 'host.login',
      path: '/wps/session/login',
      errorCode: 'encryption.stale',
    });
    presenter.present(stale, {
      kind: 'warn',
      message: 'Encryption ts is more than 5 minutes from the server clock',
    });
    expect(dialogs.current?.message).toBe('unknown_error');
  });

  it('shows timeout_retry_please for a timeout', () => {
    const { dialogs, present } = setup();
    present({ kind: 'timeout' });
    expect(dialogs.current?.message).toBe('timeout_retry_please');
  });

  it('offers Retry and customer service when the domain is not available', async () => {
    const { dialogs, calls, present, closeCurrent } = setup();
    present({ kind: 'domainUnavailable', message: 'Domain down' });
    expect(dialogs.current?.actions?.map((a) => a.label)).toEqual(['retry', 'contact_service']);
    await closeCurrent('retry');
    present({ kind: 'domainUnavailable', message: 'Domain down' });
    await closeCurrent('customer-service');
    expect(calls).toEqual(['reload', 'cs']);
  });

  it('hands domain_not_available to domain routing when the shell has it', () => {
    const dialogs = new DialogStore();
    const shown: string[] = [];
    const presenter = new ErrorPresenter({
      dialogs,
      t: createI18n('cimode').t,
      clearSession: () => {},
      reloadSiteRoot: () => {},
      reload: () => {},
      openCustomerService: () => {},
      domainUnavailable: (message) => shown.push(message),
    });
    presenter.present(error, { kind: 'domainUnavailable', message: 'Domain down' });
    expect(shown).toEqual(['Domain down']);
    expect(dialogs.current).toBeUndefined();
  });

  it('adds the maintenance time range to a vendor maintenance message', () => {
    const { dialogs, present } = setup();
    present({
      kind: 'vendorMaintenance',
      message: 'PG maintenance',
      start: '2026-11-21T10:00:00',
      end: null,
    });
    expect(dialogs.current?.message).toBe('PG maintenance\n2026-11-21 10:00:00 ~ —');
  });

  it('only logs a 502, without request details', () => {
    const { dialogs, present } = setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    present({ kind: 'log' });
    present({ kind: 'none' });
    expect(dialogs.dialogs).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('[api] x.y: failed');
  });
});
