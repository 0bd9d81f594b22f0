import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { CodeCountdown } from './code-countdown';

/** Props of {@link CodeButton}. */
export interface CodeButtonProps {
  countdown: CodeCountdown;
  onSend(): void;
  testId: string;
}

/**
 * The mobile-code button every access form shares (spec/shell.md §4): idle "send code", loading, then the countdown;
 * disabled while it is not idle.
 */
export const CodeButton = observer(function CodeButton({ countdown, onSend, testId }: CodeButtonProps) {
  const { t } = useTranslation('host');
  return (
    <button
      type="button"
      className="wl-button wl-button--ghost"
      disabled={countdown.disabled}
      onClick={onSend}
      data-testid={testId}
    >
      {countdown.state === 'loading'
        ? t('common:loading')
        : countdown.state === 'countdown'
          ? t('code_resend_in', { seconds: countdown.remaining })
          : t('send_code')}
    </button>
  );
});
