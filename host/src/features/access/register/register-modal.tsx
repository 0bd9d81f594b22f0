import { useTranslation } from 'react-i18next';
import { registerQuery, useRegisterForm } from './use-register-form';
import { RegisterView } from './register-view';
import './register.css';

/**
 * The register modal and the register popup modal (spec/shell.md §2), rendered inside the access dialog frame. The
 * query of the page it opens on (referralCode, affiliateCode, tid) counts as it does on /register.
 */
export function RegisterModal({ popup }: { popup: boolean }) {
  const { t } = useTranslation('host');
  const store = useRegisterForm(popup ? 'popup' : 'modal', registerQuery(window.location.search));
  return (
    <div className="host-register-modal" data-testid={popup ? 'register-popup' : 'register-modal'}>
      <h2 id="access-dialog-title">{t('register_title')}</h2>
      <RegisterView store={store} />
    </div>
  );
}
