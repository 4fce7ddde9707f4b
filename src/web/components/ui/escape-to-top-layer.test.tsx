import { render, screen, waitFor } from '@testing-library/react';
import { createRef, useImperativeHandle, useState } from 'react';
import type { Ref } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';

import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';

// Escape over a dialog that has just opened over another closes that one only, also before React
// has told the dialog under it that it is covered (the ticket's detail under its Reopen dialog).

const reactGlobal = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

afterEach(() => {
  reactGlobal.IS_REACT_ACT_ENVIRONMENT = true;
});

interface NestedDialogsHandle {
  openChild: () => void;
}

function NestedDialogs({ ref }: { ref: Ref<NestedDialogsHandle> }) {
  const [isParentOpen, setIsParentOpen] = useState(true);
  const [isChildOpen, setIsChildOpen] = useState(false);
  useImperativeHandle(ref, () => ({
    openChild: () => {
      setIsChildOpen(true);
    },
  }));
  return (
    <Dialog open={isParentOpen} onOpenChange={setIsParentOpen}>
      <DialogContent>
        <DialogTitle>Ticket</DialogTitle>
        <DialogDescription>The ticket's detail.</DialogDescription>
        <Dialog open={isChildOpen} onOpenChange={setIsChildOpen}>
          <DialogContent>
            <DialogTitle>Reopen Ticket</DialogTitle>
            <DialogDescription>Why it is reopened.</DialogDescription>
            <textarea aria-label="Reason" />
          </DialogContent>
        </Dialog>
      </DialogContent>
    </Dialog>
  );
}

/** The parent open and settled; then the child opened outside act, as in a browser: its layer is
 * committed, and the parent's re-render that would tell the parent so is only scheduled. */
function renderWithChildJustOpened() {
  const dialogs = createRef<NestedDialogsHandle>();
  render(<NestedDialogs ref={dialogs} />);
  expect(screen.getByRole('dialog', { name: 'Ticket' })).toBeTruthy();
  reactGlobal.IS_REACT_ACT_ENVIRONMENT = false;
  flushSync(() => {
    dialogs.current?.openChild();
  });
  expect(screen.getByRole('dialog', { name: 'Reopen Ticket' })).toBeTruthy();
}

function pressEscape() {
  const target = document.activeElement ?? document.body;
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
  );
}

describe('Escape over nested dialogs', () => {
  it('closes only the dialog that opened last, pressed before the one under it re-renders', async () => {
    renderWithChildJustOpened();
    pressEscape();

    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Reopen Ticket' })).toBeNull();
    });
    expect(screen.getByRole('dialog', { name: 'Ticket' })).toBeTruthy();
  });

  it('closes the dialog under it with the next Escape', async () => {
    renderWithChildJustOpened();
    pressEscape();
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Reopen Ticket' })).toBeNull();
    });
    pressEscape();
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Ticket' })).toBeNull();
    });
  });
});
