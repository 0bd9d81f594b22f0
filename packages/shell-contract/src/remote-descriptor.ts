/**
 * How a remote declares itself, once, in its `remotes/<id>/package.json` `wl` field (beside `devPort`, which only its
 * dev server reads). `wl-deploy publish` copies it into the remote's runtime map entry; the host, the site server and
 * lint read it from there or from the package (DESIGN.md §6).
 */
export interface RemoteDescriptor {
  /** The whitelabel flag that switches the whole area on (spec/shell.md §3). */
  readonly flag: string;
  /** Paths the remote owns; the host mounts each as `<path>/*`. */
  readonly paths: readonly string[];
  /** The host redirects to /login when logged out (the member centre and what it frames). */
  readonly requiresLogin: boolean;
  /** Its pages are framed by the member centre's MemberFrame widget. */
  readonly framedByMemberCentre: boolean;
  /** The widgets it exposes (`RemoteDefinition.widgets` names) that the host places. */
  readonly widgets: readonly string[];
  /**
   * Pages a logged-out first visit shows it on: the site server preloads its files with index.html there (a path
   * also covers the pages under it, e.g. `/lottery` covers `/lottery/results`).
   */
  readonly firstVisit: readonly string[];
}
