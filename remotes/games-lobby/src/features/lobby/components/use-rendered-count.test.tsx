import { act, render } from '@testing-library/react';
import { useRenderedCount } from './use-rendered-count';

const counts: number[] = [];
function List({ items, first }: { items: readonly number[]; first: number }) {
  const count = useRenderedCount(items, first);
  counts.push(count);
  return (
    <ul>
      {items.slice(0, count).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('useRenderedCount', () => {
  beforeEach(() => (counts.length = 0));

  it('renders the first items with the list, then all of them', async () => {
    const { container } = render(<List items={range(40)} first={8} />);
    expect(counts[0]).toBe(8);
    expect(container.querySelectorAll('li')).toHaveLength(40);
    expect(counts.at(-1)).toBe(40);
  });

  it('starts again from the first items when a new list arrives, never the old count', async () => {
    const { container, rerender } = render(<List items={range(40)} first={8} />);
    counts.length = 0;
    await act(async () => rerender(<List items={range(30).map((i) => i + 100)} first={8} />));
    expect(counts[0]).toBe(8);
    expect(container.querySelectorAll('li')).toHaveLength(30);
  });

  it('renders a short list whole', () => {
    render(<List items={range(3)} first={8} />);
    expect(counts).toEqual([3]);
  });
});
