import { observer } from 'mobx-react-lite';
import { useRootStore } from '../../app/root-store-context';
import { RemoteWidget } from '../../federation/remote-route';

/**
 * Mounts member-centre's RealityCheck widget (responsible gaming, beyond the spec) on every page while a member is
 * logged in and the merchant's `responsibleGaming.realityCheckMinutes` is above 0: the widget keeps its own timer and
 * opens its dialog wherever the member is. Its `onClose` is the member choosing to log out from the dialog (no
 * second confirmation: the dialog is the question). Nothing shows while the area loads or if it fails.
 */
const RealityCheckMount = observer(function RealityCheckMount({
  intervalMinutes,
}: {
  intervalMinutes: number;
}) {
  const root = useRootStore();
  return (
    <RemoteWidget
      // A new session (another account) starts a new timer.
      key={root.session.account ?? ''}
      remote="member-centre"
      name="RealityCheck"
      payload={{ intervalMinutes }}
      onClose={() => void root.access.logout('/')}
    >
      <span hidden />
    </RemoteWidget>
  );
});

export default RealityCheckMount;
