export * from './languages';
export * from './create-i18n';
export { COMMON_TEXTS, type CommonKey } from './locales/common';
