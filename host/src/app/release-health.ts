import type { SiteConfig } from '../config/site-config';
import { remoteOwningPath } from '../federation/remote-table';
import { samplingFor, startReporter } from '../lib/release-health/reporter';
import type { RootStore } from '../stores/root-store';

/**
 * Release health for this page (issue: real-user monitoring per remote version): loaded after the first screen, it
 * reports to the site's own OTLP paths with the merchant's sampling from the site configuration the page started with.
 */
export function startReleaseHealth(root: RootStore, siteConfig: SiteConfig): void {
  startReporter({
    merchant: root.merchant,
    language: () => root.language.language,
    hostVersion: typeof __WL_HOST_VERSION__ == 'string' ? __WL_HOST_VERSION__ : 'dev',
    remotes: () => root.remotes?.versionsInUse ?? [],
    areaOf: remoteOwningPath,
    sampling: samplingFor(root.merchant, siteConfig),
  });
}
