import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import type { OverlayStack } from '@wl/shell-contract';

/** The areas' overlays (`shell.overlay`), in the order shown: each brings its own dialog frame. */
export const OverlayOutlet = observer(function OverlayOutlet({ store }: { store: OverlayStack }) {
  return store.entries.map((entry) => <Fragment key={entry.id}>{entry.content}</Fragment>);
});
