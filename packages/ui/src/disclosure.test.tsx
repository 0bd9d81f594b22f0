import { act, fireEvent, render, screen } from '@testing-library/react';
import { useDisclosure } from './disclosure';

function Menu({ page }: { page: string }) {
  const menu = useDisclosure<HTMLDivElement>(page);
  return (
    <>
      <div ref={menu.boxRef} onKeyDown={menu.onKeyDown}>
        <button ref={menu.buttonRef} aria-expanded={menu.open} onClick={menu.toggle}>
          More
        </button>
        {menu.open && <a href="#x">Place</a>}
      </div>
      <p>Outside</p>
    </>
  );
}

describe('useDisclosure', () => {
  it('opens and closes on the button, closes on Escape with the focus back on the button', () => {
    render(<Menu page="/" />);
    const button = screen.getByRole('button', { name: 'More' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const place = screen.getByRole('link', { name: 'Place' });
    place.focus();
    fireEvent.keyDown(place, { key: 'Escape' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(button).toHaveFocus();
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside and on a new page, not on a press inside', () => {
    const { rerender } = render(<Menu page="/" />);
    const button = screen.getByRole('button', { name: 'More' });
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('link'));
    expect(screen.getByRole('link')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(button);
    act(() => rerender(<Menu page="/lottery" />));
    expect(screen.queryByRole('link')).toBeNull();
  });
});
