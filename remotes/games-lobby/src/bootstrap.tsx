import '@wl/ui/styles.css';
import { mountStandalone } from '@wl/shell-contract/standalone';
import definition from './remote';

mountStandalone(definition, {
  basePaths: [
    '/electron',
    '/live',
    '/casino',
    '/fish',
    '/sports',
    '/pvp',
    '/rng',
    '/arcade',
    '/table',
    '/esports',
  ],
});
