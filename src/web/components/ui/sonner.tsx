import { Toaster as Sonner } from 'sonner';
import type { ToasterProps } from 'sonner';

// Spec §9: only one toast is visible at a time.
export function Toaster(props: ToasterProps) {
  return <Sonner visibleToasts={1} richColors closeButton position="top-right" {...props} />;
}
