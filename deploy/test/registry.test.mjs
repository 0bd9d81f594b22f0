import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { Registry } from '../src/registry.mjs';

function fakeBuild(dir, marker) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ marker }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `// ${marker}`);
  return dir;
}

describe('registry', () => {
  let root;
  let registry;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'wl-registry-'));
    registry = new Registry(path.join(root, 'registry'));
  });

  it('publishes into a versioned folder and points the map at it', () => {
    registry.publish('lottery', '1.0.0', fakeBuild(path.join(root, 'b1'), 'v1'));
    assert.deepEqual(registry.readMap(), {
      lottery: { version: '1.0.0', entry: '/remotes/lottery/1.0.0/mf-manifest.json' },
    });
    assert.ok(fs.existsSync(path.join(registry.root, 'remotes/lottery/1.0.0/remoteEntry.js')));
  });

  it("copies a remote's descriptor into its map entry, and a rollback or canary brings back that version's", () => {
    const v1 = { flag: 'LOTTERY3', paths: ['/lottery'], requiresLogin: false, framedByMemberCentre: false };
    const v2 = { ...v1, paths: ['/lottery', '/lott'], widgets: ['MiniGame'] };
    registry.publish('lottery', '1.0.0', fakeBuild(path.join(root, 'b1'), 'v1'), { descriptor: v1 });
    registry.publish('lottery', '1.1.0', fakeBuild(path.join(root, 'b2'), 'v2'), { descriptor: v2 });
    const entry = (version, descriptor) => ({
      version,
      entry: `/remotes/lottery/${version}/mf-manifest.json`,
      ...descriptor,
    });
    assert.deepEqual(registry.readMap().lottery, entry('1.1.0', v2));
    registry.rollback('lottery');
    assert.deepEqual(registry.readMap().lottery, entry('1.0.0', v1));
    registry.canary('lottery', '1.1.0', 'lite');
    assert.deepEqual(registry.mapFor('lite').lottery, entry('1.1.0', v2));
    // A version published without one (before descriptors) maps as it did: version and entry.
    registry.publish('lottery', '0.9.0', fakeBuild(path.join(root, 'b0'), 'v0'));
    assert.deepEqual(registry.readMap().lottery, entry('0.9.0', {}));
  });

  it('publishes each script and stylesheet with its brotli copy, of the host too', () => {
    const build = fakeBuild(path.join(root, 'b1'), 'v1');
    fs.mkdirSync(path.join(build, 'assets'));
    fs.writeFileSync(path.join(build, 'assets', 'card.12345678.css'), '.card{color:red}');
    registry.publish('lottery', '1.0.0', build);
    const published = path.join(registry.root, 'remotes/lottery/1.0.0');
    const unpacked = (file) => zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString();
    assert.equal(unpacked(path.join(published, 'remoteEntry.js')), '// v1');
    assert.equal(unpacked(path.join(published, 'assets', 'card.12345678.css')), '.card{color:red}');
    // Only what the site serves compressed: not the manifest.
    assert.ok(!fs.existsSync(path.join(published, 'mf-manifest.json.br')));
    // The build itself is left as it was.
    assert.ok(!fs.existsSync(path.join(build, 'remoteEntry.js.br')));

    const host = path.join(root, 'host');
    fs.mkdirSync(host);
    fs.writeFileSync(path.join(host, 'index.html'), '<div id="root"></div>');
    fs.writeFileSync(path.join(host, 'main.js'), '//main');
    registry.publishHost(host);
    assert.equal(unpacked(path.join(registry.root, 'host', 'main.js')), '//main');
    assert.ok(!fs.existsSync(path.join(registry.root, 'host', 'index.html.br')));
  });

  it('rolls back by changing one map entry only', () => {
    registry.publish('lottery', '1.0.0', fakeBuild(path.join(root, 'b1'), 'v1'));
    registry.publish('promotions', '2.0.0', fakeBuild(path.join(root, 'b2'), 'p2'));
    registry.publish('lottery', '1.1.0', fakeBuild(path.join(root, 'b3'), 'v11'));
    registry.rollback('lottery', '1.0.0');
    const map = registry.readMap();
    assert.equal(map.lottery.version, '1.0.0');
    assert.equal(map.promotions.version, '2.0.0');
    assert.deepEqual(registry.versions('lottery'), ['1.0.0', '1.1.0']);
  });

  it('refuses to roll back to a version never published, and bad ids', () => {
    assert.throws(() => registry.rollback('lottery', '9.9.9'), /never published/);
    assert.throws(() => registry.publish('../etc', '1.0.0', root), /bad remote id/);
  });

  it('layers a merchant override (canary) over the default map', () => {
    registry.publish('lottery', '1.0.0', fakeBuild(path.join(root, 'b1'), 'v1'));
    registry.publish('lottery', '1.1.0', fakeBuild(path.join(root, 'b2'), 'v11'), { merchant: 'lite' });
    assert.equal(registry.mapFor('demo').lottery.version, '1.0.0');
    assert.equal(registry.mapFor('lite').lottery.version, '1.1.0');
    registry.clearOverride('lottery', 'lite');
    assert.equal(registry.mapFor('lite').lottery.version, '1.0.0');
  });

  it('reports status per remote', () => {
    registry.publish('lottery', '1.0.0', fakeBuild(path.join(root, 'b1'), 'v1'));
    registry.publish('lottery', '1.1.0', fakeBuild(path.join(root, 'b2'), 'v11'), { merchant: 'lite' });
    assert.deepEqual(registry.status(), [
      { id: 'lottery', current: '1.0.0', merchants: { lite: '1.1.0' }, available: ['1.0.0', '1.1.0'] },
    ]);
  });
});
