import { Toaster as Sonner } from 'sonner';
import type { ToasterProps } from 'sonner';

// Product rules §9: only one toast is visible at a time. Plain (not rich) colours: sonner's tinted
// success and error palettes fall short of WCAG contrast for their text.
export function Toaster(props: ToasterProps) {
  return <Sonner visibleToasts={1} closeButton position="top-right" {...props} />;
}
