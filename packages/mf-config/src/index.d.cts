import type { Configuration } from 'webpack';

/** V8's compile hint the host's production main.js starts with: compile every function eagerly, off the main thread. */
export declare const COMPILE_HINT: string;
/** Modules every app shares as singletons. */
export declare const SHARED_SINGLETONS: readonly string[];
/** The file webpack resolves `zod` to: the subset of zod the apps share. */
export declare const ZOD_SHIM: string;
/** The local sandbox backend's port. */
export declare const SANDBOX_PORT: number;
/** Paths served by the backend rather than the front end (./backend-paths.cjs, shared with the site server). */
export declare const BACKEND_PATHS: readonly string[];
/** The module-federation `shared` option for the app in `dir`, with versions read from installed packages. */
export declare function sharedFor(
  dir: string,
): Record<string, { singleton: true; requiredVersion: string; version: string }>;
/** The host's `shared` option: every singleton eager (in main.js) but those it provides later (decimal.js). */
export declare function hostShared(
  dir: string,
): Record<string, { singleton: true; requiredVersion: string; version: string; eager: boolean }>;
/** A production remote's `shared` option: every singleton consumed from the host, none provided (`import: false`). */
export declare function remoteShared(
  dir: string,
): Record<string, { singleton: true; requiredVersion: string; version: string; import: false }>;
/** snake_case container name for a kebab-case remote id. */
export declare function containerName(id: string): string;
/** webpack config of the host shell. */
export declare function createHostConfig(options: {
  dir: string;
  mode?: 'production' | 'development';
}): Configuration;
/** webpack config of a remote. */
export declare function createRemoteConfig(options: {
  id: string;
  dir: string;
  mode?: 'production' | 'development';
}): Configuration;
