// Runs before first paint (loaded synchronously from index.html's head) so a dark theme never flashes
// light. Mirrors pwa/src/features/theme/theme.ts: localStorage "theme" is light | dark | system.
(function () {
  var stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch (e) {
    // Storage can be blocked (private modes); the system preference still applies.
  }
  var dark =
    stored === 'dark' ||
    (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
