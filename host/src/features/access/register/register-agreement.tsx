import { useTranslation } from 'react-i18next';

/** The agreement's clauses: ten, each its own text key (spec/shell.md §4). */
export const AGREEMENT_CLAUSES = 10;

/** The ten-clause agreement shown before the registration form; agreeing shows the form (spec/shell.md §4). */
export function RegisterAgreement({ onAgree }: { onAgree: () => void }) {
  const { t } = useTranslation('host');
  return (
    <section
      className="host-register-agreement"
      data-testid="register-agreement"
      aria-labelledby="register-agreement-title"
    >
      {/* Next below the page's h1 or the modal's h2: no level skipped for a screen reader's heading list. */}
      <h2 id="register-agreement-title">{t('register_agreement_title')}</h2>
      {/* The clauses scroll in a box: focusable, so a keyboard can scroll them (WCAG 2.1.1). */}
      <ol
        className="host-register-agreement__clauses"
        tabIndex={0}
        aria-labelledby="register-agreement-title"
        data-testid="register-agreement-clauses"
      >
        {Array.from({ length: AGREEMENT_CLAUSES }, (_, index) => (
          <li key={index}>{t(`register_agreement_clause_${index + 1}`)}</li>
        ))}
      </ol>
      <button type="button" className="wl-button" onClick={onAgree} data-testid="register-agree">
        {t('register_agree')}
      </button>
    </section>
  );
}
