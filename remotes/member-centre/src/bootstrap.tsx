import '@wl/ui/styles.css';
import { mountStandalone } from '@wl/shell-contract/standalone';
import definition from './remote';

// Mounted where the host mounts it (REMOTE_BASE_PATHS in the shell contract).
mountStandalone(definition);
