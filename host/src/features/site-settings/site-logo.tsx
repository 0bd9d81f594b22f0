import { observer } from 'mobx-react-lite';
import { useRootStore } from '../../app/root-store-context';
import { LOGO_HEIGHT, LOGO_WIDTH } from './constants';
import './site-settings.css';

/**
 * The merchant's logo in the header: its image (alt = the site name) in a box of fixed size, so nothing moves when
 * it arrives; the site name as text when the merchant has no logo.
 */
export const SiteLogo = observer(function SiteLogo({ siteName }: { siteName: string }) {
  const logoUrl = useRootStore().siteSettings.logoUrl;
  if (!logoUrl) return <>{siteName}</>;
  return (
    <img
      className="host-logo__img"
      src={logoUrl}
      alt={siteName}
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      data-testid="site-logo"
    />
  );
});
