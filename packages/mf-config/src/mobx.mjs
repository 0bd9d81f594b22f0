// The shared `mobx` of every app (webpack resolves the bare specifier here, see index.cjs): the part of MobX the apps
// and mobx-react-lite use, from MobX's own ES build. A shared module is bundled whole, so without this subset every
// first visit carried all of MobX (15.5 KB gzip): flows, decorators, interceptors, spy, toJS, the object API.
// An app that needs another export adds it here; the build fails on a name that is missing.
export {
  // The apps' stores.
  makeAutoObservable,
  observable,
  // Server answers replaced whole (lanes, boards): an observable reference to plain objects.
  observableRef,
  reaction,
  runInAction,
  // mobx-react-lite's observer.
  _getGlobalState,
  getDependencyTree,
  Reaction,
} from '@wl/mf-config/mobx';
