import { http, HttpResponse } from 'msw';
import { anyOrigin, type SandboxContext } from '../context';
import { renderArtwork } from './svg-art';

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** GET /wps/res/img/{kind}/{name}.svg: generated artwork for vendor logos, game icons, banners, rewards, ... */
export function artworkHandler(context: Pick<SandboxContext, 'fail'>) {
  return http.get(anyOrigin('/wps/res/img/:kind/:file'), ({ params }) => {
    const kind = decode(String(params.kind));
    const file = decode(String(params.file));
    if (!file.endsWith('.svg') || file.length <= 4)
      return context.fail('not.found', 'only .svg artwork exists', 404);
    return new HttpResponse(renderArtwork(kind, file.slice(0, -4)), {
      headers: { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
  });
}
