/** Popup notices pop up for these executions (spec/products.md §3: A or F), once per session. */
export const POPUP_NOTICE_EXECUTIONS: readonly string[] = ['A', 'F'];
/** Session storage key of the popup notices already shown this session. */
export const POPUP_NOTICES_SHOWN_KEY = 'wl.promotions.popupNoticesShown';
