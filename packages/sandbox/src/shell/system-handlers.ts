import { http } from 'msw';
import { anyOrigin } from '../context';
import type { SandboxCore } from '../core/core';

/** The countries GET /wps/system/country lists (the same for every merchant). */
export const SANDBOX_COUNTRIES = [
  { countryCode: 'CN', countryDialingCode: '86', currencyPosition: 'F' },
  { countryCode: 'TW', countryDialingCode: '886', currencyPosition: 'F' },
  { countryCode: 'TH', countryDialingCode: '66', currencyPosition: 'B' },
  { countryCode: 'JP', countryDialingCode: '81', currencyPosition: 'F' },
  { countryCode: 'VN', countryDialingCode: '84', currencyPosition: 'B' },
  { countryCode: 'PH', countryDialingCode: '63', currencyPosition: 'F' },
] as const;

/**
 * GET /wps/system/whitelabel and GET /wps/system/settings/consolidated of the request's merchant,
 * GET /wps/system/country, and GET /wps/system/encryption-key (one key for every merchant: it belongs to the server,
 * not to a site; `serverTime` lets a client whose clock is wrong date its envelopes by the server's clock).
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
      // The register config travels with the settings too (spec/shell.md §3 permission and settings info).
      const { settings, permission, register } = config(request);
      return context.ok(structuredClone({ ...settings, register, permission }));
    }),
    http.get(anyOrigin('/wps/system/country'), () => context.ok(SANDBOX_COUNTRIES.map((c) => ({ ...c })))),
    http.get(anyOrigin('/wps/system/encryption-key'), async () =>
      context.ok({ ...(await encryption.publicKey()), serverTime: context.now() }),
    ),
  ];
}
