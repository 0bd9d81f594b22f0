import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../../app/root-store-context';
import { ChangePasswordForm } from './change-password-form';
import { ChangePasswordStore } from './change-password-store';

/**
 * The change-password panel. Forced after a login with the default password or an expired one (spec/shell.md §4):
 * the login completes when the change succeeds and the member lands on /index. Opened otherwise, a plain change.
 */
export const ChangePasswordPanel = observer(function ChangePasswordPanel() {
  const root = useRootStore();
  const { access } = root;
  const { t } = useTranslation('host');
  const forced = access.forcedChange;
  const [store] = useState(
    () =>
      new ChangePasswordStore(
        {
          api: root.api,
          t: root.i18n.t.bind(root.i18n),
          passwordRule: () => root.settings?.defaultPasswordRule ?? null,
          onChanged: async () => {
            root.dialogs.toast(root.i18n.t('host:password_changed'), { kind: 'success' });
            if (access.forcedChange) await access.completePasswordChange();
            else access.close();
          },
        },
        !(forced && access.pendingDefaultPassword),
      ),
  );
  return (
    <div className="host-change-password" data-testid="change-password-panel">
      <h2 id="access-dialog-title">{t('change_password_title')}</h2>
      {forced && (
        <p className="host-login-form__note">
          {t(access.pendingDefaultPassword ? 'change_password_default' : 'change_password_expired')}
        </p>
      )}
      <ChangePasswordForm store={store} />
    </div>
  );
});
