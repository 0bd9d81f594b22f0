import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import type { FormMessage } from '../stores/change-password-store';

/** A form's message (a key or the server's text), announced as an alert. */
export function FormMessageLine({
  message,
  id,
  testId,
}: {
  message: FormMessage | null;
  /** The line's id, for the invalid field's aria-describedby. */
  id?: string;
  testId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (!message) return null;
  return (
    <p className="mc-form__error" id={id} role="alert" data-testid={testId}>
      {'key' in message ? t(message.key) : message.text}
    </p>
  );
}
