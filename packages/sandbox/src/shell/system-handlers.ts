import { http } from 'msw';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';

/** GET /wps/system/whitelabel and GET /wps/system/settings/consolidated of the request's merchant. */
export function systemHandlers({ state, context }: SandboxCore) {
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
  ];
}
