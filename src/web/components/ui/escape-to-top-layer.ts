/**
 * Escape closes the top layer only, also in the moment a nested layer opens.
 *
 * Radix decides which layer owns Escape when each layer renders: a layer opened over a dialog is
 * added in an effect, and the dialog under it learns that it is no longer the top one only at its
 * next render, which React schedules as a task. An Escape that arrives in between (a busy phone, a
 * loaded machine) reached the dialog under it, which closed, taking the new layer with it (the
 * ticket's detail under its Reopen dialog, fresh-clone runs C and stop 48). Here the layer under
 * asks the page at the moment of the key: when an open layer follows it (layers are portalled to
 * the end of the body in the order they open), it does not close, and the key is sent again once
 * React has rendered, when the top layer has its own listener.
 */

const OPEN_LAYERS = ['dialog', 'alertdialog', 'menu', 'listbox']
  .map((role) => `[role="${role}"][data-state="open"]`)
  .join(', ');

/** How often one key press is sent again while the layers are still settling. */
const MAX_RESENDS = 20;

const resends = new WeakMap<Event, number>();

/** True when an open layer opened after `content`, outside it. */
export function isCoveredByLaterLayer(content: Element): boolean {
  for (const layer of content.ownerDocument.querySelectorAll(OPEN_LAYERS)) {
    if (layer === content || content.contains(layer)) continue;
    if (content.compareDocumentPosition(layer) & Node.DOCUMENT_POSITION_FOLLOWING) return true;
  }
  return false;
}

/**
 * A layer's `onEscapeKeyDown`: keeps the layer open when another one covers it and sends the key
 * again in the next task, to whichever layer then owns it.
 */
export function passEscapeToTopLayer(event: KeyboardEvent, content: Element | null): void {
  if (event.defaultPrevented || content === null || !isCoveredByLaterLayer(content)) return;
  event.preventDefault();
  const sent = resends.get(event) ?? 0;
  if (sent >= MAX_RESENDS) return;
  const document = content.ownerDocument;
  setTimeout(() => {
    const again = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    resends.set(again, sent + 1);
    document.dispatchEvent(again);
  }, 0);
}
