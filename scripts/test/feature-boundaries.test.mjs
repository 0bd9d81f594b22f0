// Boundaries inside each app (issue 36): the lint zones of eslint.config.mjs refuse a feature importing another
// feature and a shared folder importing a feature, and let the composing folders import features. Linted as if the
// lines were in those files, so a zone that stops matching (a renamed folder, a resolver that no longer finds .ts
// files) fails here instead of letting every import through.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives `code` as the file `filePath` (relative to the repository). */
async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath });
  return result.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths');
}

test('a feature does not import another feature, in the host and in a remote', async () => {
  assert.equal(
    (
      await boundaryErrors(
        'host/src/features/feedback/probe.ts',
        "import { ChatStore as value } from '../chat/chat-store';",
      )
    ).length,
    1,
  );
  assert.equal(
    (
      await boundaryErrors(
        'remotes/lottery/src/features/trend/probe.ts',
        "import { CurrentIssue as value } from '../issue/components/current-issue';",
      )
    ).length,
    1,
  );
  // Its own files, the shared folders and packages are fine.
  assert.deepEqual(
    await boundaryErrors(
      'host/src/features/access/probe.ts',
      "import { ShellDialog as value } from '../../ui/shell-dialog';\nimport { CaptchaStore } from '../../lib/captcha/captcha-store';\nimport { ACCESS_FLAGS } from './constants';\nvoid CaptchaStore; void ACCESS_FLAGS;",
    ),
    [],
  );
});

test('a shared folder does not import a feature; the composing folders do', async () => {
  assert.equal(
    (
      await boundaryErrors(
        'host/src/lib/probe.ts',
        "import { ChatStore as value } from '../features/chat/chat-store';",
      )
    ).length,
    1,
  );
  assert.equal(
    (
      await boundaryErrors(
        'remotes/lottery/src/api/probe.ts',
        "import { CurrentIssue as value } from '../features/issue/components/current-issue';",
      )
    ).length,
    1,
  );
  assert.deepEqual(
    await boundaryErrors(
      'host/src/app/probe.ts',
      "import { ChatStore as value } from '../features/chat/chat-store';",
    ),
    [],
  );
  assert.deepEqual(
    await boundaryErrors(
      'remotes/lottery/src/pages/probe.ts',
      "import { CurrentIssue as value } from '../features/issue/components/current-issue';",
    ),
    [],
  );
});

test('an area makes no React root of its own: its dialogs go through the shell overlay', async () => {
  const [result] = await eslint.lintText(
    "import { createRoot as value } from 'react-dom/client';\nexport const used = value;\n",
    { filePath: 'remotes/games-lobby/src/features/launch/probe.ts' },
  );
  assert.deepEqual(
    result.messages.map((message) => message.ruleId),
    ['no-restricted-imports'],
  );
});
