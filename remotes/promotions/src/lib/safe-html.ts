import { sanitizeHtml, type SafeHtml } from '@wl/ui/sanitize';

/** Prefix of the ids and names left in server HTML (DOMPurify's, for DOM clobbering: see below). */
export const USER_CONTENT_PREFIX = 'user-content-';

/**
 * Server HTML of promotions, popups and notices made safe to render: the shared sanitiser (DOMPurify: scripts,
 * handlers, javascript: URLs, SVG and MathML removed), with
 * - `<style>` elements dropped: a style sheet in a promotion would restyle the whole site (style injection);
 * - every `id` and `name` prefixed with {@link USER_CONTENT_PREFIX}: an element named like a global (`window.x`,
 *   `document.x`) cannot stand in for it (DOM clobbering).
 * Inline styles stay (they only touch their element, and `.pr-rich-text` contains its paint). One pass, whose result
 * the page's Trusted Types accept (see {@link SafeHtml}).
 */
export function safeHtml(html: string | null | undefined): SafeHtml {
  return sanitizeHtml(html, { dropStyleSheets: true, prefixNames: true });
}
