export * from './constants';
export * from './change-password';
