import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | null = null;

/**
 * The shell's own DOMPurify instance (its hook stays out of the global one). Links inside server HTML open in a new
 * window without access to ours.
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
 * are removed (DOMPurify's HTML profile). Help content is never rendered any other way.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}
