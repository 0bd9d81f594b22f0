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
      <h3 id="register-agreement-title">{t('register_agreement_title')}</h3>
      <ol className="host-register-agreement__clauses">
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
