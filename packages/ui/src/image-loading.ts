/** The loading attributes of an `<img>`, to spread onto it. */
export interface ImageLoading {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'auto';
}

/**
 * How an image in a list loads: the first `eager` (a phone's first screen) are fetched at once and the very first with
 * high priority, since one of them is the page's largest paint (issue 7, LCP); the rest load as they come near.
 *
 * @param position - the image's place in the list, 0 first
 * @param eager - how many images the first screen shows
 * @returns `loading` and `fetchPriority` for the image
 */
export function listImageLoading(position: number, eager: number): ImageLoading {
  return { loading: position < eager ? 'eager' : 'lazy', fetchPriority: position === 0 ? 'high' : 'auto' };
}
