import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import type { LottoLobbyStore } from '../stores/lotto-lobby-store';

/** The open lotto lobby, framed in the page with a close button; it listens for the lobby's bet messages. */
export const LottoLobbyFrame = observer(function LottoLobbyFrame({ store }: { store: LottoLobbyStore }) {
  const { t } = useTranslation(NAMESPACE);
  const frame = useRef<HTMLIFrameElement>(null);
  const url = store.url;
  useEffect(() => {
    if (!url) return undefined;
    const onMessage = (event: MessageEvent) => store.onMessage(event, frame.current?.contentWindow);
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [store, url]);
  if (!url) return null;
  return (
    <section className="lt-lotto" aria-label={t('lotto_lobby')} data-testid="lt-lotto-lobby">
      <header className="lt-lotto__head">
        <h2 className="lt-lotto__title">{store.title}</h2>
        <button type="button" className="lt-lotto__close" onClick={() => store.close()}>
          {t('close_lobby')}
        </button>
      </header>
      <iframe ref={frame} className="lt-lotto__frame" src={url} title={store.title} />
    </section>
  );
});
