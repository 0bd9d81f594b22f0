// No import circles in the apps and packages (issue 36): madge over the same folders and with the same options as
// `madge --circular --extensions ts,tsx --ts-config tsconfig.base.json host/src remotes/*/src packages/*/src`.
// Type-only and dynamic imports count, as madge counts them: a circle of types is still a circle to read.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** host/src and every remotes/<id>/src and packages/<name>/src that exists. */
export function sourceFolders() {
  const under = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, dir, entry.name, 'src')))
      .map((entry) => join(dir, entry.name, 'src'));
  return ['host/src', ...under('remotes'), ...under('packages')];
}

/** The import circles among `folders` (paths relative to the repository), each as its files in import order. */
export async function importCircles(folders = sourceFolders()) {
  const graph = await madge(
    folders.map((folder) => join(root, folder)),
    {
      baseDir: root,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: join(root, 'tsconfig.base.json'),
    },
  );
  return graph.circular();
}

test('no import circles in host/src, remotes/*/src and packages/*/src', { timeout: 120_000 }, async () => {
  const circles = await importCircles();
  assert.ok(
    circles.length === 0,
    `${circles.length} import circle(s); break each one (move the shared types or constants to a module both ` +
      `import, or pass the dependency in):\n${circles.map((c, i) => `${i + 1}) ${c.join(' > ')}`).join('\n')}`,
  );
});
