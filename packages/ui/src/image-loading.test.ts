import { listImageLoading } from './image-loading';

describe('listImageLoading', () => {
  it('fetches the first screen at once, the first with high priority, and the rest lazily', () => {
    expect([0, 1, 2, 3].map((position) => listImageLoading(position, 2))).toEqual([
      { loading: 'eager', fetchPriority: 'high' },
      { loading: 'eager', fetchPriority: 'auto' },
      { loading: 'lazy', fetchPriority: 'auto' },
      { loading: 'lazy', fetchPriority: 'auto' },
    ]);
  });
});
