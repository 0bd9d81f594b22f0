/** The download page's constants (spec/shell.md §9, spec/products.md §4), named as the spec names them. */

/** QR codes: 200 px square with a 20 px quiet zone (§9 "QR defaults size 200, margin 20"). */
export const QR_SIZE_PX = 200;
export const QR_MARGIN_PX = 20;
/** The install-steps modal: 6 images, moved 270 px per step. */
export const INSTALL_STEP_COUNT = 6;
export const INSTALL_STEP_PX = 270;
/** The iOS profile redirect waits this long (§4, §9). */
export const IOS_PROFILE_REDIRECT_DELAY_MS = 3000;

/** The app resources of the settings (spec/shell.md §3: resourceType IOS, Android, H5), in page order. */
export const DOWNLOAD_RESOURCE_TYPES = ['Android', 'IOS', 'H5'] as const;
/** One of {@link DOWNLOAD_RESOURCE_TYPES}. */
export type DownloadResourceType = (typeof DOWNLOAD_RESOURCE_TYPES)[number];

/** Codes of the download setting's texts the page shows (docs/endpoints.md "Site pages"). */
export const DOWNLOAD_TEXT_CODES = {
  title: 'download_title',
  description: 'app_desc',
  note: 'bottom_app_desc',
} as const;
