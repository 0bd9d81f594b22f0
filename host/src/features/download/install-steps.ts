import { INSTALL_STEP_COUNT } from './constants';

/**
 * The install-steps images: a phone with the step's screen (1 open the download, 2 allow it, 3 install, 4 settings,
 * 5 trust the profile, 6 open the app) as inline SVG, so they need no file and no request. Captions are texts.
 */
export const INSTALL_STEP_IMAGES: readonly string[] = Array.from(
  { length: INSTALL_STEP_COUNT },
  (_, index) => {
    const hue = 210 + index * 12;
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="270" height="480" viewBox="0 0 270 480">` +
      `<rect x="45" y="20" width="180" height="440" rx="24" fill="#1f2937"/>` +
      `<rect x="55" y="50" width="160" height="380" rx="6" fill="hsl(${hue},70%,92%)"/>` +
      `<rect x="75" y="${90 + index * 50}" width="120" height="40" rx="8" fill="hsl(${hue},70%,45%)"/>` +
      `<circle cx="135" cy="445" r="8" fill="#4b5563"/>` +
      `<text x="135" y="${118 + index * 50}" font-family="sans-serif" font-size="22" fill="#fff" ` +
      `text-anchor="middle">${index + 1}</text></svg>`;
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  },
);
