export * from './remote-ids';
export * from './realtime';
export * from './session';
export * from './shell-services';
export * from './define-remote';
