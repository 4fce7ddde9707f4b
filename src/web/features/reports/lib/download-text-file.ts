/** Hands the browser a text file to save, without a round trip to the server. */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  // A byte order mark lets spreadsheet apps read the file as UTF-8 (names with accents).
  const blob = new Blob(['\uFEFF', text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}
