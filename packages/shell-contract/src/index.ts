export * from './remote-descriptor';
export * from './remote-descriptors';
export * from './remote-ids';
export * from './flag-tree.mjs';
export * from './realtime';
export * from './session';
export * from './shell-services';
export * from './define-remote';
