// Applies the remembered theme before the first paint, so a dark-theme user never sees a white
// flash. Kept as a file (not inline) because the Content-Security-Policy forbids inline scripts.
(function () {
  var darkQuery = '(prefers-color-scheme: dark)';
  function applyTheme() {
    try {
      var stored = localStorage.getItem('theme');
      var theme = stored === 'light' || stored === 'dark' ? stored : 'system';
      var dark = theme === 'dark' || (theme === 'system' && window.matchMedia(darkQuery).matches);
      document.documentElement.classList.toggle('dark', dark);
      document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    } catch (e) {
      /* storage unavailable: keep the light default */
    }
  }
  applyTheme();
  // The system's scheme changing (a phone going dark at sunset) is followed at once on every page,
  // the sign-in page too, where the app's theme provider is not loaded (decision 043); in the app
  // the provider sets the same class to the same value.
  if (typeof window.matchMedia === 'function') {
    var media = window.matchMedia(darkQuery);
    if (typeof media.addEventListener === 'function') media.addEventListener('change', applyTheme);
  }

  // The browser bar's colour (index.html's theme-color, scoped to the system's scheme) follows the
  // theme the app shows, also when the user picks one that differs from the system's. The theme
  // provider toggles the 'dark' class; the metas follow it here.
  var colours = { light: '#ffffff', dark: '#0d0d0d' };
  var root = document.documentElement;
  function syncThemeColour() {
    var colour = root.classList.contains('dark') ? colours.dark : colours.light;
    var metas = document.querySelectorAll('meta[name="theme-color"]');
    for (var index = 0; index < metas.length; index += 1) {
      if (metas[index].getAttribute('content') !== colour) {
        metas[index].setAttribute('content', colour);
      }
    }
  }
  syncThemeColour();
  if (typeof MutationObserver === 'function') {
    new MutationObserver(syncThemeColour).observe(root, {
      attributes: true,
      attributeFilter: ['class'],
    });
  }
})();
