import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | null = null;

/**
 * Our own DOMPurify instance (hooks stay out of the global one that other code may share). Links inside server HTML
 * open in a new window without access to ours.
 */
function instance(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * Server HTML made safe to render: scripts, event-handler attributes, `javascript:` URLs and other active content
 * are removed (DOMPurify's HTML profile). Server HTML (promotions, notices, help) is never rendered any other way.
 * A subpath of its own (`@wl/ui/sanitize`), not part of the shared `@wl/ui`: DOMPurify comes only with the pages
 * that render server HTML.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}
