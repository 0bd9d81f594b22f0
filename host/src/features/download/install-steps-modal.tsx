import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ShellDialog } from '../../ui/shell-dialog';
import { INSTALL_STEP_COUNT, INSTALL_STEP_PX } from './constants';
import type { DownloadStore } from './download-store';
import { INSTALL_STEP_IMAGES } from './install-steps';

/**
 * The install-steps modal (spec/products.md §4): 6 images in a strip moved 270 px per step, previous and next. The
 * shell's dialog frame: role="dialog", aria-modal, a label, focus moved in, trapped and returned.
 */
export const InstallStepsModal = observer(function InstallStepsModal({ store }: { store: DownloadStore }) {
  const { t } = useTranslation('host');
  return (
    <ShellDialog
      label={t('install_steps_title')}
      onClose={() => store.closeSteps()}
      closeLabel={t('common:close')}
      testId="install-steps"
    >
      <h2>{t('install_steps_title')}</h2>
      <div className="host-steps__viewport" style={{ width: INSTALL_STEP_PX }}>
        <ol
          className="host-steps__strip"
          data-testid="install-steps-strip"
          data-offset={store.stepOffsetPx}
          style={{ transform: `translateX(-${store.stepOffsetPx}px)` }}
        >
          {INSTALL_STEP_IMAGES.map((src, index) => (
            <li key={src} style={{ width: INSTALL_STEP_PX }} aria-hidden={index !== store.step}>
              <img src={src} width={INSTALL_STEP_PX} alt={t('install_step_n', { n: index + 1 })} />
              <p>{t(`install_step_${index + 1}`)}</p>
            </li>
          ))}
        </ol>
      </div>
      <p className="host-steps__count" aria-live="polite" data-testid="install-step-count">
        {store.step + 1} / {INSTALL_STEP_COUNT}
      </p>
      <div className="host-steps__buttons">
        {/* aria-disabled, not disabled: the button keeps the focus at either end of the strip. */}
        <button
          type="button"
          className="wl-button wl-button--ghost"
          aria-disabled={!store.canPrevious}
          onClick={() => store.previous()}
        >
          {t('step_previous')}
        </button>
        <button
          type="button"
          className="wl-button"
          aria-disabled={!store.canNext}
          onClick={() => store.next()}
        >
          {t('step_next')}
        </button>
      </div>
    </ShellDialog>
  );
});
