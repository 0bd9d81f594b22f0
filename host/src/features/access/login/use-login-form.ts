import { useState } from 'react';
import { useRootStore } from '../../../app/root-store-context';
import { LoginFormStore, type LoginPlacement } from './login-form-store';
// The captcha code comes with the forms that use it, not with the host's start (captcha/captcha-loader.ts).
import '../../../lib/captcha/captcha-store';

/** One {@link LoginFormStore} per mounted form, wired to the root store. */
export function useLoginForm(placement: LoginPlacement): LoginFormStore {
  const root = useRootStore();
  const [store] = useState(
    () =>
      new LoginFormStore(
        {
          access: root.access,
          api: root.api,
          flags: root.flags,
          t: root.i18n.t.bind(root.i18n),
          sms: () => root.settings?.sms ?? null,
          createCaptcha: (purpose) => root.access.captcha(purpose),
        },
        placement,
      ),
  );
  return store;
}
