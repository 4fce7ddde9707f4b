/** Asks the browser to save what `url` answers (a server-made file with its own name). */
export function downloadUrl(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
