import { ModalFrame } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../app/root-store-context';
import { customerService } from './customer-service';
import './customer-service.css';

/** The customer-service menu (spec/shell.md §2): the member's entries; a choice opens its 440x750 pop-up. */
export const CustomerServiceMenu = observer(function CustomerServiceMenu() {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const store = customerService(root);
  const close = () => store.closeMenu();
  return (
    <ModalFrame label={t('cs_menu_title')} onClose={close} className="host-cs-menu" testId="cs-menu">
      <h2 className="host-cs-menu__title">{t('cs_menu_title')}</h2>
      <ul className="host-cs-menu__list">
        {store.options.map((option, index) => (
          <li key={`${option.entry.csType}-${index}`}>
            <button
              type="button"
              className="wl-button host-cs-menu__entry"
              data-cs-type={option.entry.csType}
              onClick={() => void store.openOption(option)}
            >
              {option.entry.title || option.entry.csType}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="wl-button wl-button--ghost" onClick={close}>
        {t('common:close')}
      </button>
    </ModalFrame>
  );
});

export default CustomerServiceMenu;
