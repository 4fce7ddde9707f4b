import { Toaster as Sonner } from 'sonner';
import type { ToasterProps } from 'sonner';

// Product rules §9: only one toast is visible at a time. Plain (not rich) colours: sonner's tinted
// success and error palettes fall short of WCAG contrast for their text.
// Decision 028: on phones the close button is a 44 px target inside the toast's top-right corner
// instead of sonner's 20 px circle on its edge; `!` because sonner's own rules are more specific.
const PHONE_CLOSE_BUTTON =
  'max-sm:size-11! max-sm:left-auto! max-sm:right-0! max-sm:transform-none! max-sm:border-0! max-sm:bg-transparent! max-sm:[&_svg]:size-4';

export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      visibleToasts={1}
      closeButton
      position="top-right"
      toastOptions={{ classNames: { toast: 'max-sm:pr-12!', closeButton: PHONE_CLOSE_BUTTON } }}
      {...props}
    />
  );
}
