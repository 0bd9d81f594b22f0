import { ModalFrame } from '@wl/ui';
import { CloseIcon } from '@wl/ui/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../app/root-store-context';
import { RemoteWidget } from '../../federation/remote-route';
import './event-popups.css';

/**
 * The popup an area owns, opened by the host on a realtime event: the area's widget inside the shell's dialog frame
 * (role dialog, aria-modal, labelled, focus in, trapped and returned). Loaded with the first popup.
 */
const EventPopupLayer = observer(function EventPopupLayer() {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const popup = root.eventPopups.current;
  if (!popup) return null;
  const close = () => root.eventPopups.close(popup.id);
  return (
    <ModalFrame
      key={popup.id}
      label={t(popup.labelKey)}
      onClose={close}
      className="host-event-popup"
      testId={`event-popup-${popup.widget}`}
    >
      <button
        type="button"
        className="host-event-popup__close"
        aria-label={t('common:close')}
        onClick={close}
      >
        <CloseIcon />
      </button>
      <RemoteWidget
        key={popup.revision}
        remote={popup.remote}
        name={popup.widget}
        payload={popup.payload}
        onClose={close}
      />
    </ModalFrame>
  );
});

export default EventPopupLayer;
