import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../app/root-store-context';
import { FEEDBACK_FLAG } from './constants';
import { feedbackLauncher } from './feedback-launcher';
import './feedback-entry.css';

// The modal (its form, the captcha kit) loads when it first opens: not in the host's first-load JS.
const FeedbackModal = lazy(() => import('./feedback-modal').then((m) => ({ default: m.FeedbackModal })));

/**
 * The feedback entry at the right edge of every page, where the spec's right-side quick links sit (spec/shell.md
 * §2), and the modal it opens. Shown only when FEEDBACK3 is on. Other entries open the same modal through
 * {@link feedbackLauncher}.
 */
export const FeedbackEntry = observer(function FeedbackEntry() {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const launcher = feedbackLauncher(root);
  if (!root.flags.isOn(FEEDBACK_FLAG)) return null;
  return (
    <>
      <button
        type="button"
        className="host-feedback-entry"
        onClick={() => launcher.open()}
        data-testid="feedback-entry"
      >
        {t('feedback')}
      </button>
      {launcher.isOpen && (
        <Suspense fallback={null}>
          <FeedbackModal onClose={() => launcher.close()} />
        </Suspense>
      )}
    </>
  );
});
