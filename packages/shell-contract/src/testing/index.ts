export * from './create-fake-shell';
export * from './render-with-shell';
