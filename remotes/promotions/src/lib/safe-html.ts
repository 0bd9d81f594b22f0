import { sanitizeHtml } from '@wl/ui/sanitize';

/** Prefix of the ids and names left in server HTML (DOM clobbering: they never shadow a global or a document API). */
export const USER_CONTENT_PREFIX = 'user-content-';

/**
 * Server HTML of promotions, popups and notices made safe to render: the shared sanitiser (DOMPurify: scripts,
 * handlers, javascript: URLs, SVG and MathML removed), then
 * - `<style>` elements dropped: a style sheet in a promotion would restyle the whole site (style injection);
 * - every `id` and `name` prefixed with {@link USER_CONTENT_PREFIX}: an element named like a global (`window.x`,
 *   `document.x`) cannot stand in for it (DOM clobbering).
 * Inline styles stay (they only touch their element, and `.pr-rich-text` contains its paint).
 */
export function safeHtml(html: string | null | undefined): string {
  const clean = sanitizeHtml(html);
  if (!/<style|\s(id|name)\s*=/i.test(clean)) return clean;
  // An inert template: nothing in it loads or runs while it is edited.
  const template = document.createElement('template');
  template.innerHTML = clean;
  template.content.querySelectorAll('style').forEach((node) => node.remove());
  template.content.querySelectorAll('[id], [name]').forEach((node) => {
    for (const attribute of ['id', 'name']) {
      const value = node.getAttribute(attribute);
      if (value !== null && !value.startsWith(USER_CONTENT_PREFIX))
        node.setAttribute(attribute, USER_CONTENT_PREFIX + value);
    }
  });
  return template.innerHTML;
}
