// A tab opened before a deploy asks for the old build's chunks, which the server no longer has:
// the page reloads once to get the new build, instead of React Router's crash page. The mark in
// sessionStorage stops a loop when the chunk is missing for another reason (the error then shows);
// a load that succeeds clears it, so the next deploy reloads again.
const RELOADED_FOR_CHUNK = 'fixflow.reloadedForChunk';

export function withReloadForNewBuild<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().then(
      (module) => {
        sessionStorage.removeItem(RELOADED_FOR_CHUNK);
        return module;
      },
      (error: unknown) => {
        // Offline, a reload would only trade the error for the browser's own offline page.
        if (navigator.onLine && sessionStorage.getItem(RELOADED_FOR_CHUNK) === null) {
          sessionStorage.setItem(RELOADED_FOR_CHUNK, String(Date.now()));
          window.location.reload();
          return new Promise<never>(() => undefined);
        }
        throw error;
      },
    );
}
