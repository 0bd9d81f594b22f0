export * from './constants';
export * from './date-range';
export * from './date-range-store';
export * from './date-range-fields';
export * from './paged-range-list';
export { loadDateRangeTexts } from './texts';
