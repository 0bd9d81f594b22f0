import { act, render } from '@testing-library/react';
import { App } from '../../app/app';
import type { RootStore } from '../../stores/root-store';
import { startTestRoot } from './access-test-root';

/** The whole site rendered at `path` on a started root store (cimode); navigation moves the jsdom history. */
export async function renderTestApp(path = '/'): Promise<RootStore> {
  window.history.pushState({}, '', path);
  const { root } = await startTestRoot();
  root.navigate = (to) => window.history.pushState({}, '', to);
  await act(async () => {
    render(<App root={root} />);
  });
  return root;
}
