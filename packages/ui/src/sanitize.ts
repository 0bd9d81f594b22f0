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
 * Sanitised HTML for an HTML sink (`dangerouslySetInnerHTML`): a `TrustedHTML` where the browser enforces Trusted
 * Types (DOMPurify's own policy, `dompurify`, one the site's Content-Security-Policy allows), else the string. The
 * site's policy refuses a plain string in any HTML sink, so server HTML reaches the page through this or not at all.
 */
export type SafeHtml = string | TrustedHTML;

/** What a caller may ask of the sanitiser beyond its HTML profile. */
export interface SanitizeOptions {
  /**
   * Drop `<style>` elements: a style sheet in server HTML would restyle the whole site (style injection). Inline
   * styles stay (they only touch their element).
   */
  dropStyleSheets?: boolean;
  /**
   * Prefix every `id` and `name` with `user-content-` (DOMPurify's `SANITIZE_NAMED_PROPS`): an element named like a
   * global (`window.x`, `document.x`) cannot stand in for it (DOM clobbering).
   */
  prefixNames?: boolean;
}

/**
 * Server HTML made safe to render: scripts, event-handler attributes, `javascript:` URLs and other active content
 * are removed (DOMPurify's HTML profile). Server HTML (promotions, notices, help) is never rendered any other way.
 * A subpath of its own (`@wl/ui/sanitize`), not part of the shared `@wl/ui`: DOMPurify comes only with the pages
 * that render server HTML.
 *
 * @param html - the server's HTML
 * @param options - see {@link SanitizeOptions}
 * @returns the HTML for an HTML sink (see {@link SafeHtml}); empty for none
 */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): SafeHtml {
  if (!html) return '';
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: options.dropStyleSheets ? ['style'] : [],
    SANITIZE_NAMED_PROPS: options.prefixNames ?? false,
    RETURN_TRUSTED_TYPE: true,
  });
}
