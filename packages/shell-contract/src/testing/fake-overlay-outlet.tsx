import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import type { OverlayStack } from '../overlay-stack';

/** The overlays shown through the fake shell, after the page, as the host places them next to its dialogs. */
export const FakeOverlayOutlet = observer(function FakeOverlayOutlet({ overlay }: { overlay: OverlayStack }) {
  return overlay.entries.map((entry) => <Fragment key={entry.id}>{entry.content}</Fragment>);
});
