import { ModalFrame, type ModalFrameProps } from '@wl/ui';

/** The game popup's frame: @wl/ui's ModalFrame (house dialog rules) with the popup styles. */
export function PopupFrame(props: Omit<ModalFrameProps, 'className' | 'backdropClassName'>) {
  return <ModalFrame {...props} className="gl-popup" backdropClassName="gl-popup-backdrop" />;
}
