export * from './languages';
export * from './create-i18n';
export * from './translation-loader';
export * from './area-translation';
export { COMMON_TEXTS, type CommonKey } from './locales/common';
