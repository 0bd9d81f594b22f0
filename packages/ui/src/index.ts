export * from './number-locale';
export * from './components';
export * from './tabs';
export * from './dialog-store';
export * from './dialog-outlet';
export * from './load-state';
export * from './load-view';
export * from './links';
export * from './modal-frame';
export * from './lazy-widget';
export * from './image-loading';
export * from './icons/icon';
export * from './icons/base-icons';
export * from './disclosure';
// The site's Trusted Types policy for script addresses: one per page (this shared module), for every app's loader.
export * from './trusted-types';
