declare module '*.css';

/** The host's package.json version, set by the build (packages/mf-config createHostConfig); absent under jest. */
declare const __WL_HOST_VERSION__: string;
