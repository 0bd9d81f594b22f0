export * from './api-client';
export * from './api-error';
export * from './endpoint';
export * from './envelope';
