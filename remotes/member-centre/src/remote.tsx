import { defineRemote } from '@wl/shell-contract';
import './styles.css';
import { loadTranslations } from './i18n';
import { MemberCentreRoutes } from './root';
import { MemberFrame } from './widgets/member-frame';
import { RealityCheck } from './widgets/reality-check';

/** The member-centre area: the member centre at /member and the MemberFrame the host wraps around member pages. */
export default defineRemote({
  id: 'member-centre',
  routes: MemberCentreRoutes,
  widgets: { MemberFrame, RealityCheck },
  translations: loadTranslations,
});
