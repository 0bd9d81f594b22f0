import { render } from '@testing-library/react';
import { CloseIcon, createIcon, FavouriteIcon } from './index';

describe('@wl/ui/icons', () => {
  it('draws a Lucide SVG in the current colour, decorative by default', () => {
    const { container } = render(<CloseIcon />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('width', '1em');
    expect(svg).toHaveClass('wl-icon', 'wl-icon--close');
    expect(svg.querySelectorAll('path')).toHaveLength(2);
  });

  it('names a standalone icon as an image, and takes any SVG attribute (a filled favourite)', () => {
    const { getByRole } = render(
      <FavouriteIcon label="Favourite" fill="currentColor" size={24} className="x" />,
    );
    const svg = getByRole('img', { name: 'Favourite' });
    expect(svg).not.toHaveAttribute('aria-hidden');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveClass('wl-icon', 'wl-icon--favourite', 'x');
  });

  it('makes an icon of any drawing', () => {
    const Dot = createIcon('dot', [['circle', { cx: 12, cy: 12, r: 4 }]]);
    const { container } = render(<Dot />);
    expect(container.querySelector('circle')).toHaveAttribute('r', '4');
  });
});
