// The H5 app's web app manifest (issue 39), one per merchant: built by the site server from the merchant's settings
// (spec/shell.md §3: siteName, mobileTemplate favicon, splash, app_desc), read as each page reads them
// (./first-visit.mjs BackendReader, by the Host header's merchant).
import { START_READS, safePictureUrl, WEB_APP_MANIFEST_PATH } from './first-visit.mjs';

/** The manifest's address (index.html links it: ./first-visit.mjs renderIndex). */
export const MANIFEST_PATH = WEB_APP_MANIFEST_PATH;

/** The site's own app icon, for a merchant without a favicon: an SVG the site serves (no outside download). */
export const SITE_ICON_PATH = '/wl-app-icon.svg';

/** The site's colours (@wl/ui's --wl-bg): the installed app's title bar and its splash background. */
export const THEME_COLOR = '#0f1420';

/**
 * The site's own icon: a rounded square in the site's colours with a play mark, drawn at 512 px (Chromium wants an
 * icon of at least 144 px to install).
 */
export const SITE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">' +
  '<rect width="512" height="512" rx="96" fill="#0f1420"/>' +
  '<circle cx="256" cy="256" r="168" fill="none" stroke="#f5b942" stroke-width="32"/>' +
  '<path d="M214 170v172l136-86z" fill="#f5b942"/></svg>';

/** The merchant's settings are kept this long between manifest reads (the browser asks at every page load). */
const SETTINGS_KEEP_MS = 60_000;

const typeOf = (url) => {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase();
  return {
    svg: 'image/svg+xml',
    png: 'image/png',
    webp: 'image/webp',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
  }[ext ?? ''];
};

/**
 * The manifest of one merchant from its settings (null when they could not be read: then the site's name and icon).
 * Icons: the merchant's favicon (an SVG scales to any size; a raster one is declared for any size too, since its
 * real size is unknown here), then the site's own icon, which Chromium takes when the favicon does not fit.
 * @param {Record<string, any> | null} settings
 */
export function webAppManifest(settings) {
  const template = settings?.mobileTemplate ?? {};
  const name = (typeof settings?.siteName === 'string' && settings.siteName.trim()) || 'H5';
  const favicon = safePictureUrl(template.favicon);
  const description = typeof template.app_desc === 'string' ? template.app_desc : undefined;
  const icons = [
    ...(favicon
      ? [{ src: favicon, sizes: 'any', ...(typeOf(favicon) ? { type: typeOf(favicon) } : {}) }]
      : []),
    { src: SITE_ICON_PATH, sizes: 'any', type: 'image/svg+xml' },
  ];
  return {
    id: '/',
    name,
    short_name: name.length > 12 ? name.slice(0, 12) : name,
    ...(description ? { description } : {}),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    icons,
  };
}

/**
 * How long the manifest waits for the merchant's settings. The browser asks for it in the background, after the
 * page: no paint waits, unlike a page's 400 ms, and a slow backend should still give the merchant's name and icon.
 */
export const MANIFEST_READ_TIMEOUT_MS = 5_000;

/** The manifest for a visitor (`{ merchant, language, forwardedFor }`), reading the merchant's settings. */
export async function readManifest(reader, visitor) {
  const settings = await reader.value(START_READS.settings, {
    ...visitor,
    keepMs: SETTINGS_KEEP_MS,
    timeoutMs: MANIFEST_READ_TIMEOUT_MS,
  });
  const known =
    settings !== null && typeof settings === 'object' && !Array.isArray(settings) ? settings : null;
  return webAppManifest(known);
}
