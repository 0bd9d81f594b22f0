export * from './money';
export * from './components';
export * from './dialog-store';
export * from './dialog-outlet';
