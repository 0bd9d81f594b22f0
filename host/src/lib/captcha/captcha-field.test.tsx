import { setupSandboxServer } from '@wl/sandbox/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { startTestRoot } from '../../features/access/access-test-root';
import { CAPTCHA_FLAGS } from './constants';
import { CaptchaField } from './captcha-field';
import { CaptchaStore } from './captcha-store';
import type { GeetestGlobals } from './geetest-adapter';

setupSandboxServer();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const SCRIPTS = { v3ScriptUrl: '/gt.js', v4ScriptUrl: '/gt4.js' };

describe('CaptchaField', () => {
  it('image: input named captcha, the png, a click on it asks for a new one, not_empty shows', async () => {
    const { root } = await startTestRoot('lite.localhost');
    let now = 5000;
    const store = new CaptchaStore(
      { api: root.api, flags: root.flags, gw: () => root.settings?.gw, scripts: SCRIPTS, now: () => now },
      'login',
    );
    render(
      <I18nextProvider i18n={root.i18n}>
        <CaptchaField store={store} />
      </I18nextProvider>,
    );
    expect(screen.queryByTestId('captcha-image')).toBeNull();
    store.demand();
    const image = await screen.findByRole('img', { name: 'captcha_image_alt' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const call = jest.spyOn(root.api, 'call');
    const user = userEvent.setup();
    now += 1000;
    await user.click(screen.getByRole('button', { name: 'captcha_refresh' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'host.captchaImage' }),
        expect.anything(),
      ),
    );
    store.validate();
    expect(await screen.findByRole('alert')).toHaveTextContent('not_empty');
    await user.type(screen.getByRole('textbox', { name: 'captcha_label' }), '1234');
    expect(document.querySelector('input[name="captcha"]')).toHaveValue('1234');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('geetest: waiting, then success after the vendor popup passes; the error state shows the code', async () => {
    const { root } = await startTestRoot();
    let success: () => void = () => {};
    let result: Record<string, string> | false = false;
    const globals: GeetestGlobals = {
      initGeetest4: (_config, callback) =>
        callback({
          onReady: (fn) => setTimeout(fn, 0),
          onSuccess: (fn) => (success = fn),
          onError: () => {},
          showCaptcha: () => {
            result = { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1' };
            success();
          },
          getValidate: () => result,
          reset: () => {},
        }),
    };
    const store = new CaptchaStore(
      {
        api: root.api,
        flags: { isOn: (flag) => flag === CAPTCHA_FLAGS.geetestOnSmsCode },
        gw: () => ({ GEETEST_ID: 'gid' }),
        scripts: SCRIPTS,
        loader: { load: async () => {} },
        globals: () => globals,
      },
      'sms',
    );
    render(
      <I18nextProvider i18n={root.i18n}>
        <CaptchaField store={store} />
      </I18nextProvider>,
    );
    const widget = screen.getByTestId('captcha-geetest');
    await waitFor(() => expect(widget).toHaveAttribute('data-state', 'waiting'));
    expect(widget).toHaveAttribute('data-version', '4');
    await userEvent.setup().click(screen.getByRole('button', { name: 'geetest_waiting' }));
    await waitFor(() => expect(widget).toHaveAttribute('data-state', 'success'));
    expect(screen.getByRole('button', { name: 'geetest_success' })).toBeDisabled();
    expect(store.result()).toEqual({
      geetestValidateV4: {
        captcha_id: 'gid',
        lot_number: 'l',
        captcha_output: 'o',
        pass_token: 'p',
        gen_time: '1',
      },
    });
  });
});
