import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Chevron, Tabs } from './tabs';

describe('Tabs', () => {
  it('marks the selected tab and reports the key of a clicked one', async () => {
    const onSelect = jest.fn();
    render(
      <Tabs
        tabs={[
          { key: 'all', label: 'All' },
          { key: 7, label: 'Slots' },
        ]}
        selected="all"
        onSelect={onSelect}
        label="Categories"
        className="pr-tabs"
      />,
    );
    const list = screen.getByRole('tablist', { name: 'Categories' });
    expect(list).toHaveClass('wl-tabs', 'pr-tabs');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(screen.getByRole('tab', { name: 'Slots' }));
    expect(onSelect).toHaveBeenCalledWith(7);
  });

  it("wraps instead of scrolling when asked (a dialog's tabs)", () => {
    render(<Tabs tabs={[{ key: 'a', label: 'A' }]} selected="a" onSelect={() => {}} label="Kinds" wrap />);
    expect(screen.getByRole('tablist', { name: 'Kinds' })).toHaveClass('wl-tabs', 'wl-tabs--wrap');
  });
});

describe('Chevron', () => {
  it('points up when open and is hidden from assistive tech', () => {
    const { container } = render(
      <>
        <Chevron />
        <Chevron up />
      </>,
    );
    const [down, up] = container.querySelectorAll('span');
    expect(down).toHaveClass('wl-chevron');
    expect(down).not.toHaveClass('is-up');
    expect(up).toHaveClass('wl-chevron', 'is-up');
    expect(up).toHaveAttribute('aria-hidden', 'true');
  });
});
