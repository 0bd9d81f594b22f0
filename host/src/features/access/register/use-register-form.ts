import { useState } from 'react';
import { useRootStore } from '../../../app/root-store-context';
import { RegisterStore, type RegisterPlacement } from './register-store';
// The captcha code comes with the forms that use it, not with the host's start (captcha/captcha-loader.ts).
import '../../../lib/captcha/captcha-store';

/** The query parameters a registration reads (spec/shell.md §2, §5). */
export interface RegisterQuery {
  referralCode?: string | null;
  affiliateCode?: string | null;
  tid?: string | null;
}

/** The registration's query from a search string (`?referralCode=...&affiliateCode=...&tid=...`). */
export function registerQuery(search: string): RegisterQuery {
  const params = new URLSearchParams(search);
  return {
    referralCode: params.get('referralCode'),
    affiliateCode: params.get('affiliateCode'),
    tid: params.get('tid'),
  };
}

/** One {@link RegisterStore} per mounted registration, wired to the root store. */
export function useRegisterForm(placement: RegisterPlacement, query: RegisterQuery): RegisterStore {
  const root = useRootStore();
  const [store] = useState(
    () =>
      new RegisterStore(
        {
          api: root.api,
          flags: root.flags,
          t: root.i18n.t.bind(root.i18n),
          login: (request, options) => root.access.login(request, options),
          settings: () => root.settings,
          language: () => root.language.language,
          createCaptcha: (purpose) => root.access.captcha(purpose),
          warn: (message) => root.dialogs.warn(message),
          navigate: (to) => root.navigate(to),
          site: { origin: window.location.origin, hostname: window.location.hostname },
          deviceId: root.session.device,
          socialArgs: () => root.access.socialArgs,
          query,
        },
        placement,
      ),
  );
  return store;
}
