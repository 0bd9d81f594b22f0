// The shared `react-i18next` of every app (webpack resolves the bare specifier here, see index.cjs): the part of
// react-i18next the apps use, from react-i18next itself. A shared module is bundled whole, so without this subset
// every first visit carried all of it (Trans and its HTML parser, the HOCs, SSR helpers: 10.6 KB gzip, now 3.5).
// An app that needs another export adds it here. The build cannot see a missing name (the module is consumed through
// the share scope), so index.test.ts checks every app's imports against this list.
export { I18nextProvider, useTranslation } from '@wl/mf-config/react-i18next';
