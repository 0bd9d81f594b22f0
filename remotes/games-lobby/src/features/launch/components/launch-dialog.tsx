import { ModalFrame, type ModalFrameProps } from '@wl/ui';

/** The frame of the launch dialogs: @wl/ui's ModalFrame (house dialog rules) with the launch styles. */
export function LaunchDialog({ className, ...props }: Omit<ModalFrameProps, 'backdropClassName'>) {
  return (
    <ModalFrame
      {...props}
      className={`gl-launch-dialog ${className ?? ''}`}
      backdropClassName="gl-launch-backdrop"
    />
  );
}
