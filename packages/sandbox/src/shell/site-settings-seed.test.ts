import { renderArtwork } from '../artwork/svg-art';
import { seedLogo } from '../data/merchants';
import { accessTestKit } from './access-test-kit';

const { call } = accessTestKit();

type Settings = {
  resources: { resourceType: string; url: string | null }[];
  mobileTemplate: Record<string, string | null>;
  imageCDNs: string[];
  register: { key: string }[];
  permission: { maintenance: boolean; regionRestriction: boolean };
};
const settings = async (merchant = 'demo') =>
  (await call('GET', '/wps/system/settings/consolidated', { merchant })).body.value as Settings;

describe('the site frame fields of GET /wps/system/settings/consolidated', () => {
  it('seeds demo with a logo resource, a favicon and a splash; the other merchants with the texts only', async () => {
    const demo = await settings();
    expect(demo.resources).toContainEqual(seedLogo('demo'));
    expect(demo.mobileTemplate).toMatchObject({
      favicon: '/wps/res/img/favicon/demo.svg',
      splash: '/wps/res/img/splash/demo.svg',
      app_desc: expect.any(String),
      bottom_app_desc: expect.any(String),
      login_prompt_text: expect.any(String),
    });
    expect(demo.imageCDNs).toEqual(['https://demo.img.sandbox.local']);
    // The register config travels with the settings (spec/shell.md §3).
    expect(demo.register.map((f) => f.key)).toContain('username');
    const lite = await settings('lite');
    expect(lite.resources.some((r) => r.resourceType === 'Logo')).toBe(false);
    expect(lite.mobileTemplate).toMatchObject({ favicon: null, splash: null });
  });

  it('takes a patched mobile template one level deep and a patched logo; a reset restores the seed', async () => {
    await call('PATCH', '/__sandbox/merchants/demo', {
      body: {
        settings: {
          mobileTemplate: { favicon: '/wps/res/img/favicon/other.svg' },
          resources: [{ resourceType: 'Logo', url: '/wps/res/img/logo/other.svg', qrCodeUrl: null }],
        },
        permission: { maintenance: true },
      },
    });
    const patched = await settings();
    expect(patched.mobileTemplate).toMatchObject({
      favicon: '/wps/res/img/favicon/other.svg',
      splash: '/wps/res/img/splash/demo.svg',
    });
    expect(patched.resources).toEqual([
      { resourceType: 'Logo', url: '/wps/res/img/logo/other.svg', qrCodeUrl: null },
    ]);
    expect(patched.permission).toEqual({ maintenance: true, regionRestriction: false });
    await call('POST', '/__sandbox/reset');
    expect((await settings()).mobileTemplate.favicon).toBe('/wps/res/img/favicon/demo.svg');
  });

  it('draws the logo wide, the favicon small and the splash tall', () => {
    expect(renderArtwork('logo', 'demo')).toContain('width="160" height="40"');
    expect(renderArtwork('favicon', 'demo')).toContain('width="32" height="32"');
    expect(renderArtwork('splash', 'demo')).toContain('width="360" height="640"');
  });
});
