import type { MaintenanceInfo } from '../stores/launch-store';

/** The maintenance time range, maintainTime to endTime (spec/products.md §4); nothing when the server sent none. */
export function MaintenanceTime({ info, label }: { info: MaintenanceInfo; label: string }) {
  if (!info.start && !info.end) return null;
  return (
    <p className="gl-maintenance__time" data-testid="maintenance-time">
      <span className="gl-maintenance__time-label">{label}</span> <time>{info.start}</time> ~{' '}
      <time>{info.end}</time>
    </p>
  );
}
