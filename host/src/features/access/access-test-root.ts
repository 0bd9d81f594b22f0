import type { SocialMessage } from './social/social-login';
import { RootStore } from '../../stores/root-store';
import { startSite } from '../../stores/site-start';
import { testRootOptions } from '../../stores/test-root';

/** A root store as the site makes it (cimode), against whatever MSW server the test set up; navigation recorded. */
export async function startTestRoot(hostname = 'localhost'): Promise<{ root: RootStore; visited: string[] }> {
  const root = new RootStore(testRootOptions({ hostname }));
  const visited: string[] = [];
  root.navigate = (to) => visited.push(to);
  await startSite(root);
  return { root, visited };
}

/** GET something from the sandbox the way the browser would (through MSW). */
function fetchText(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', url);
    xhr.onload = () => resolve(xhr.responseText);
    xhr.onerror = () => reject(new Error(url));
    xhr.send();
  });
}

/** The signed messages the sandbox's stand-in sign-in page would post (its bound and its new identity). */
export async function standInMessages(url: string): Promise<{ bound: SocialMessage; fresh: SocialMessage }> {
  const html = await fetchText(url);
  const json = /var messages = (\{.*?\});\n/.exec(html)?.[1];
  if (!json) throw new Error(`no messages in ${url}`);
  return JSON.parse(json) as { bound: SocialMessage; fresh: SocialMessage };
}
