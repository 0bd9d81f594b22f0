import { ModalFrame } from '@wl/ui';
import { CloseIcon } from '@wl/ui/icons';
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { APPLY_IMAGE_MAX_COUNT, APPLY_REMARK_MAX_LENGTH } from '../constants';
import { useMemberNamespace, useMemberTranslation } from '../../../../i18n/member';
import type { ApplyStore } from '../stores/apply-store';

/**
 * The reward application dialog (spec §2 "reward application dialog", §5): remarks (required when the promotion says
 * so, at most 140 characters) and up to three jpg/jpeg/png pictures of at most 5 MB, sent with upload progress.
 * Loaded on first use.
 */
const ApplyDialog = observer(function ApplyDialog({
  store,
  onClose,
}: {
  store: ApplyStore;
  onClose: () => void;
}) {
  useMemberNamespace();
  const { t } = useMemberTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const remarksId = useId();
  const picturesId = useId();
  const errorId = useId();
  const error = store.errorKey ? t(store.errorKey) : store.serverError;
  return (
    <ModalFrame
      label={t('apply_title', { title: store.promotion.title })}
      onClose={store.submitting ? undefined : onClose}
      className="pr-apply"
      testId="apply-dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.submit().then((ok) => ok && onClose());
        }}
      >
        <h2 className="pr-apply__title">{t('apply_title', { title: store.promotion.title })}</h2>
        <label className="pr-apply__label" htmlFor={remarksId}>
          {t('apply_remarks')}
          {store.remarkRequired && <span aria-hidden="true"> *</span>}
        </label>
        <textarea
          id={remarksId}
          name="remarks"
          className="pr-apply__remarks"
          rows={3}
          value={store.remarks}
          aria-required={store.remarkRequired}
          aria-invalid={store.errorKey === 'activity_apply_remark_limit1'}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => store.setRemarks(event.target.value)}
        />
        <p className="pr-apply__counter" data-testid="apply-counter">
          {store.remarks.trim().length}/{APPLY_REMARK_MAX_LENGTH}
        </p>
        <label className="pr-apply__label" htmlFor={picturesId}>
          {t('apply_pictures', { max: APPLY_IMAGE_MAX_COUNT })}
          {store.imageRequired && <span aria-hidden="true"> *</span>}
        </label>
        <input
          ref={fileInput}
          id={picturesId}
          name="pictures"
          type="file"
          multiple
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          disabled={store.submitting}
          onChange={(event) => {
            store.addFiles(Array.from(event.target.files ?? []));
            // The same file may be picked again after a removal.
            event.target.value = '';
          }}
        />
        {store.pictures.length > 0 && (
          <ul className="pr-apply__pictures" data-testid="apply-pictures">
            {store.pictures.map((picture) => (
              <li key={picture.id}>
                <span>{picture.file.name}</span>
                <button
                  type="button"
                  className="wl-button wl-button--ghost"
                  disabled={store.submitting}
                  aria-label={t('apply_remove', { name: picture.file.name })}
                  onClick={() => store.removePicture(picture.id)}
                >
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        )}
        {error && (
          <p className="pr-apply__error" id={errorId} role="alert" data-testid="apply-error">
            {error}
          </p>
        )}
        {store.progress !== null && (
          <progress
            className="pr-apply__progress"
            data-testid="apply-progress"
            max={100}
            value={Math.round(store.progress * 100)}
            aria-label={t('apply_uploading')}
          />
        )}
        <div className="wl-dialog__actions">
          <button
            type="button"
            className="wl-button wl-button--ghost"
            onClick={onClose}
            disabled={store.submitting}
          >
            {t('common:cancel')}
          </button>
          <button
            type="submit"
            className="wl-button"
            disabled={store.submitting}
            aria-busy={store.submitting}
          >
            {t('apply_submit')}
          </button>
        </div>
      </form>
    </ModalFrame>
  );
});

export default ApplyDialog;
