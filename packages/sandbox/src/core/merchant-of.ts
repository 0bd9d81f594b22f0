/**
 * Merchant code of a request: the Merchant header when it names a known merchant, else the host name's first label
 * (`lite.localhost` → lite) when known, else `demo`. Unknown codes fall through so handlers always get a merchant
 * that exists.
 */
export function merchantOf(request: Request, isKnown: (code: string) => boolean): string {
  const header = request.headers.get('Merchant')?.trim();
  if (header && isKnown(header)) return header;
  let label = '';
  try {
    label = new URL(request.url).hostname.split('.')[0] ?? '';
  } catch {
    // A relative or odd URL has no host to read the merchant from.
  }
  return label && isKnown(label) ? label : 'demo';
}
