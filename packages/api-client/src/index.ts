export * from './api-client';
export * from './api-error';
export * from './concurrency-pool';
export * from './constants';
export * from './endpoint';
export * from './envelope';
// The encryption itself loads with the first encrypted call (see ApiClient): only its types are here.
export type { EnvelopeScheme, SealRequest, SealedRequest, ServerKey } from './envelope-encryption';
export * from './error-catalogue';
export * from './response-cache';
export * from './shared-endpoints';
