import { http } from 'msw';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';

/**
 * GET /wps/system/whitelabel and GET /wps/system/settings/consolidated of the request's merchant, and
 * GET /wps/system/encryption-key (one key for every merchant: it belongs to the server, not to a site).
 */
export function systemHandlers({ state, context, encryption }: SandboxCore) {
  const config = (request: Request) => {
    const merchant = state.merchant(context.merchantOf(request));
    // merchantOf only answers known merchants; a miss would be a core bug, hence the throw.
    if (!merchant) throw new Error('merchantOf answered an unknown merchant');
    return merchant;
  };
  return [
    http.get(anyOrigin('/wps/system/whitelabel'), ({ request }) =>
      context.ok(structuredClone(config(request).whitelabel)),
    ),
    http.get(anyOrigin('/wps/system/settings/consolidated'), ({ request }) => {
      const { settings, permission } = config(request);
      return context.ok(structuredClone({ ...settings, permission }));
    }),
    http.get(anyOrigin('/wps/system/encryption-key'), async () => context.ok(await encryption.publicKey())),
  ];
}
