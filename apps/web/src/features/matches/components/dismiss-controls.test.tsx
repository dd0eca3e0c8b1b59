import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DismissButton } from './dismiss-button';
import { DismissedNotice } from './dismissed-notice';
import { MatchListCount } from './match-list-count';

const venue = { acronym: 'NSDI', name: 'Networked Systems Design and Implementation' };

describe('dismiss controls', () => {
  it.each([
    [false, 'Dismiss NSDI', 'onDismiss'],
    [true, 'Restore NSDI', 'onRestore'],
  ] as const)('with isDismissed %s offers "%s" and calls %s', (isDismissed, name, handler) => {
    const handlers = { onDismiss: vi.fn(), onRestore: vi.fn() };
    render(<DismissButton venue={venue} isDismissed={isDismissed} isPending={false} {...handlers} />);
    fireEvent.click(screen.getByRole('button', { name }));
    expect(handlers[handler]).toHaveBeenCalledOnce();
    expect(Object.values(handlers).filter((fn) => fn.mock.calls.length > 0)).toHaveLength(1);
  });

  it('names the venue by its full name when it has no acronym', () => {
    render(
      <DismissButton
        venue={{ ...venue, acronym: '' }}
        isDismissed={false}
        isPending={false}
        onDismiss={vi.fn()}
        onRestore={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: `Dismiss ${venue.name}` })).toBeTruthy();
  });

  it('moves focus to Undo when a venue is dismissed, and Undo brings it back', () => {
    const onUndo = vi.fn();
    render(<DismissedNotice venueName="NSDI" isPending={false} onUndo={onUndo} />);
    expect(screen.getByRole('status').textContent).toContain('NSDI dismissed from this analysis.');
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(document.activeElement).toBe(undo);
    fireEvent.click(undo);
    expect(onUndo).toHaveBeenCalledOnce();
  });

  it.each([
    [0, false, null],
    [2, false, 'false'],
    [2, true, 'true'],
  ])(
    'with %i dismissed (shown: %s) the toggle is pressed=%s',
    (dismissedCount, isDismissedShown, pressed) => {
      render(
        <MatchListCount
          shown={20}
          total={48}
          dismissedCount={dismissedCount}
          isDismissedShown={isDismissedShown}
          onToggleDismissed={vi.fn()}
        />,
      );
      expect(screen.getByText('Showing 20 of 48')).toBeTruthy();
      const toggle = screen.queryByRole('button', { name: `Show dismissed (${dismissedCount})` });
      expect(toggle?.getAttribute('aria-pressed') ?? null).toBe(pressed);
    },
  );
});
