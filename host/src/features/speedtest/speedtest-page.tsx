import { LoadView, Spinner } from '@wl/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../app/root-store-context';
import { imageProbe } from './image-probe';
import { SpeedTestStore } from './speedtest-store';
import './speedtest.css';

/**
 * The line speed-test page /speedtest (spec/shell.md §2, §4): each alternate address with its response time in its
 * colour (unreachable shows 无法连通) and an enter button, plus a re-test button.
 */
export default observer(function SpeedTestPage() {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const [store] = useState(
    () =>
      new SpeedTestStore({
        api: root.api,
        probe: imageProbe,
        redirect: (url) => window.location.assign(url),
        protocol: window.location.protocol,
      }),
  );
  useEffect(() => {
    void store.start();
    return () => store.dispose();
  }, [store]);
  return (
    <section
      className="host-speedtest wl-card"
      data-testid="speedtest-page"
      aria-labelledby="speedtest-title"
    >
      <h1 id="speedtest-title">{t('speedtest_title')}</h1>
      <LoadView load={store.load} onRetry={() => void store.start()}>
        {store.retesting && <Spinner label={t('speedtest_testing')} />}
        {store.lines.length === 0 ? (
          <p className="wl-empty">{t('speedtest_empty')}</p>
        ) : (
          <table className="host-speedtest__table">
            <thead>
              <tr>
                <th scope="col">{t('speedtest_address')}</th>
                <th scope="col">{t('speedtest_time')}</th>
                <th scope="col">
                  <span className="wl-visually-hidden">{t('speedtest_enter')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {store.lines.map((line) => {
                const speedClass = store.classOf(line);
                return (
                  <tr key={line.origin} data-testid="speedtest-line" data-origin={line.origin}>
                    <td>{line.origin}</td>
                    <td
                      className={speedClass ? `host-speed host-speed--${speedClass}` : 'host-speed'}
                      data-speed={line.speed ?? undefined}
                      data-class={speedClass ?? 'testing'}
                    >
                      {speedClass === null
                        ? t('speedtest_testing')
                        : speedClass === 'unreachable'
                          ? t('speedtest_unreachable')
                          : t('speedtest_ms', { ms: line.speed })}
                    </td>
                    <td>
                      <button type="button" className="wl-button" onClick={() => store.enter(line)}>
                        {t('speedtest_enter')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <button
          type="button"
          className="wl-button wl-button--ghost"
          disabled={store.retesting}
          onClick={() => store.retest()}
          data-testid="speedtest-retest"
        >
          {t('speedtest_retest')}
        </button>
      </LoadView>
    </section>
  );
});
