export * from './languages';
export * from './create-i18n';
export * from './translation-loader';
export * from './area-translation';
export { COMMON_TEXTS, loadCommonTexts, type CommonKey } from './locales/common';
