export * from './money';
export * from './components';
export * from './tabs';
export * from './dialog-store';
export * from './dialog-outlet';
export * from './load-state';
export * from './load-view';
export * from './links';
