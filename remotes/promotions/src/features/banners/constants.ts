/**
 * The first banner's `elementtiming` name: the carousel fetches swiper once the browser reports that picture painted
 * (@wl/ui afterElementPaint), so the home page's largest paint never shares the network or the main thread with it.
 */
export const FIRST_BANNER_TIMING = 'pr-first-banner';
