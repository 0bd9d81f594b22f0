import { accessTestKit } from './access-test-kit';
import { SEO_SEED } from './seo-handlers';

accessTestKit();

/** GET /wps/system/seo in a language. */
async function seoEntries(language: string) {
  const response = await fetch('http://localhost:8080/wps/system/seo', {
    headers: { Device: 'web', Language: language, Merchant: 'lite' },
  });
  return (await response.json()) as { success: boolean; value: Record<string, unknown>[] };
}

describe('SEO entries (docs/endpoints.md "Site pages")', () => {
  it('answers every seeded route in the Language header (EN, else CN)', async () => {
    const cn = await seoEntries('CN');
    expect(cn.success).toBe(true);
    expect(cn.value.map((entry) => entry.path)).toEqual(SEO_SEED.map((seed) => seed.path));
    expect(cn.value[0]).toEqual({
      path: '/',
      title: '首页 - 在线娱乐',
      description: '真人、电子、彩票与体育，一站畅玩。',
      keywords: '真人,电子,彩票,体育',
      canonical: '/',
    });
    const en = await seoEntries('EN');
    expect(en.value.find((entry) => entry.path === '/help')).toMatchObject({
      title: 'Help centre',
      canonical: 'https://www.example.com/help',
    });
    const ja = await seoEntries('JA');
    expect(ja.value).toEqual(cn.value);
  });
});
