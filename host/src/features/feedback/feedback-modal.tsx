import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../app/root-store-context';
import { ShellDialog } from '../../ui/shell-dialog';
import { CaptchaField } from '../../lib/captcha/captcha-field';
import { CaptchaStore } from '../../lib/captcha/captcha-store';
import {
  FEEDBACK_DIALOG_WIDTH_PX,
  FEEDBACK_IMAGE_EXTENSIONS,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_MESSAGES,
  FEEDBACK_MIN_LENGTH,
  FEEDBACK_TYPES,
} from './constants';
import { FeedbackStore, type FeedbackMessage } from './feedback-store';
import './feedback.css';

const ACCEPT = FEEDBACK_IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * The feedback modal (spec/shell.md §2, §5): type, description with its counter, captcha, and for a logged-in member
 * the image and the sender. The shell's dialog frame (role="dialog", aria-modal, label, focus in, trapped, returned).
 * It closes after a successful submit.
 */
export const FeedbackModal = observer(function FeedbackModal({ onClose }: { onClose: () => void }) {
  const root = useRootStore();
  const { t } = useTranslation('host');
  const ids = useId();
  // The captcha of a registration-type form: the image code, or geetest where the merchant turns it on there.
  const [store] = useState(
    () =>
      new FeedbackStore({
        api: root.api,
        captcha: root.access.captcha('register'),
        account: () => (root.session.isLoggedIn ? root.session.account : null),
        t: root.i18n.t.bind(root.i18n),
      }),
  );
  useEffect(() => () => store.dispose(), [store]);
  const text = (message: FeedbackMessage | undefined) =>
    message &&
    ('key' in message
      ? t(message.key, { min: FEEDBACK_MIN_LENGTH, max: FEEDBACK_MAX_LENGTH })
      : message.text);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await store.submit()) {
      root.dialogs.toast(t(FEEDBACK_MESSAGES.sent), { kind: 'success' });
      onClose();
    }
  };
  const account = root.session.isLoggedIn ? root.session.account : null;
  return (
    <ShellDialog
      label={t('feedback_title')}
      onClose={onClose}
      closeLabel={t('common:close')}
      width={FEEDBACK_DIALOG_WIDTH_PX}
      testId="feedback-modal"
    >
      <h2>{t('feedback_title')}</h2>
      <form className="host-feedback" onSubmit={(event) => void submit(event)} noValidate>
        {account && (
          <p className="host-feedback__sender" data-testid="feedback-sender">
            {t('feedback_sender')}: {account}
          </p>
        )}
        <label htmlFor={`${ids}-type`}>{t('feedback_type')}</label>
        <select
          id={`${ids}-type`}
          name="type"
          className="wl-input"
          value={store.type}
          onChange={(event) => store.setType(Number(event.target.value))}
        >
          {FEEDBACK_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`feedback_type_${type}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${ids}-content`}>{t('feedback_content')}</label>
        <textarea
          id={`${ids}-content`}
          name="content"
          className="wl-input"
          rows={6}
          maxLength={FEEDBACK_MAX_LENGTH}
          placeholder={t('feedback_content_placeholder', {
            min: FEEDBACK_MIN_LENGTH,
            max: FEEDBACK_MAX_LENGTH,
          })}
          value={store.content}
          aria-invalid={store.messages.content ? true : undefined}
          aria-describedby={`${ids}-counter`}
          onChange={(event) => store.setContent(event.target.value)}
        />
        <p id={`${ids}-counter`} className="host-feedback__counter" data-testid="feedback-counter">
          {store.length}/{FEEDBACK_MAX_LENGTH}
        </p>
        {store.messages.content && (
          <p className="host-form-error" role="alert" data-testid="feedback-content-error">
            {text(store.messages.content)}
          </p>
        )}
        {store.canAttach && (
          <>
            <label htmlFor={`${ids}-file`}>{t('feedback_image')}</label>
            <input
              id={`${ids}-file`}
              name="file"
              type="file"
              accept={ACCEPT}
              onChange={(event) => {
                store.setFile(event.target.files?.[0] ?? null);
                // The input keeps nothing refused: a refused file is not sent.
                if (!store.file) event.target.value = '';
              }}
            />
            <p className="host-feedback__hint">{t('feedback_image_hint')}</p>
            {store.messages.file && (
              <p className="host-form-error" role="alert" data-testid="feedback-file-error">
                {text(store.messages.file)}
              </p>
            )}
          </>
        )}
        {store.captcha instanceof CaptchaStore && <CaptchaField store={store.captcha} />}
        {store.messages.form && (
          <p className="host-form-error" role="alert" data-testid="feedback-error">
            {text(store.messages.form)}
          </p>
        )}
        <button type="submit" className="wl-button" disabled={store.submitting} data-testid="feedback-submit">
          {t('feedback_submit')}
        </button>
      </form>
    </ShellDialog>
  );
});
