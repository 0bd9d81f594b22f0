// The shared `mobx` of every app (webpack resolves the bare specifier here, see index.cjs): the part of MobX the apps
// and mobx-react-lite use, from MobX's own ES build. A shared module is bundled whole, so without this subset every
// first visit carried all of MobX (15.5 KB gzip): flows, decorators, interceptors, spy, toJS, the object API.
// An app that needs another export adds it here. The build cannot see a missing name (the module is consumed through
// the share scope), so index.test.ts checks every app's imports against this list.
export {
  // The apps' stores.
  makeAutoObservable,
  observable,
  // Server answers replaced whole (lanes, boards): an observable reference to plain objects.
  observableRef,
  reaction,
  runInAction,
  // A step waiting for a store's state (the session's member info after a login).
  when,
  // mobx-react-lite's observer.
  _getGlobalState,
  getDependencyTree,
  Reaction,
} from '@wl/mf-config/mobx';
