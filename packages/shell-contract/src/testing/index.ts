export * from './create-fake-shell';
export * from './render-with-shell';
export * from './fake-overlay-outlet';
