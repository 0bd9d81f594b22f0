import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useRootStore } from '../../app/root-store-context';

/** Point the page's `<link rel="icon">` at `url` (one link: the existing one is reused). */
export function applyFavicon(doc: Document, url: string): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.append(link);
  }
  link.href = url;
}

/** Applies the merchant's favicon (mobileTemplate.favicon) to the page; renders nothing. */
export const SiteIcon = observer(function SiteIcon() {
  const url = useRootStore().siteSettings.faviconUrl;
  useEffect(() => {
    if (url) applyFavicon(document, url);
  }, [url]);
  return null;
});
