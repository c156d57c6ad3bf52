// Runs before first paint and before any module (loaded synchronously from index.html's head):
// - the theme, so a dark theme never flashes light. Mirrors pwa/src/features/theme/theme.ts:
//   localStorage "theme" is light | dark | system;
// - the language, on <html lang>, which every copy module reads to load its Hindi or not,
//   and the document's title and description in it.
//   Mirrors shared/src/locale.ts: localStorage "kiraya-locale" is en | hi; a first visit takes the
//   first of the browser's languages Kiraya speaks. A Hindi page also points to the Hindi manifest;
// - on a page the server wrote a first screen into (sync-server/src/web/app-shell.ts), the app's code,
//   once that first screen has painted, and the browser's install offer until the app runs.
(function () {
  var root = document.documentElement;
  function stored(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null; // Storage can be blocked (private modes); the browser's preferences still apply.
    }
  }

  var theme = stored('theme');
  var dark = theme === 'dark' || (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';

  var locale = stored('kiraya-locale');
  if (locale !== 'en' && locale !== 'hi') {
    locale = 'en';
    var languages = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
    for (var i = 0; i < languages.length; i++) {
      var base = String(languages[i]).toLowerCase().split('-')[0];
      if (base === 'en' || base === 'hi') {
        locale = base;
        break;
      }
    }
  }
  root.lang = locale;
  if (locale === 'hi') {
    // The title and description in Hindi from the first paint (index.html carries them in data-hi):
    // the app sets each page's own title once it runs.
    var title = document.querySelector('title[data-hi]');
    if (title) document.title = title.getAttribute('data-hi');
    var description = document.querySelector('meta[name="description"][data-hi]');
    if (description) description.setAttribute('content', description.getAttribute('data-hi'));
    // The build adds the manifest's link after this script; the browser reads it only after load.
    document.addEventListener('DOMContentLoaded', function () {
      var manifest = document.querySelector('link[rel="manifest"]');
      if (manifest) manifest.setAttribute('href', '/manifest.hi.webmanifest');
    });
  }

  // Chromium offers installing once, early: on a page whose code starts after its first paint the
  // offer can come first, so it is kept here for the app (pwa/src/features/install/install-store.ts).
  window.addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    window.kirayaInstallOffer = event;
  });

  // The app's code, named by the kiraya-app meta, is asked for after the page's load event (its
  // stylesheet and the first screen's photo are in) and its paint, so it never shares the link with
  // them; a photo that hangs on a patchy link holds it up only so long.
  var started = false;
  function startApp() {
    var app = document.querySelector('meta[name="kiraya-app"]');
    if (started || !app) return;
    started = true;
    // One element per task: inserting a preload or a module script can take the browser several
    // milliseconds (on a budget phone, tens), and the page is already on screen, so a tap between
    // them is answered rather than kept waiting behind all twenty.
    var elements = [];
    (app.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = href;
      elements.push(preload);
    });
    app.getAttribute('content').split(' ').forEach(function (src) {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      elements.push(script);
    });
    (function insertNext() {
      var element = elements.shift();
      if (!element) return;
      document.head.appendChild(element);
      setTimeout(insertNext, 0);
    })();
  }
  // Two frames: a callback of the first runs before that frame (the photo the load event waited for)
  // reaches the screen, so code asked for there was on the link before the first paint, and
  // Lighthouse counted its 150 KB into the first and largest paints; one frame later it is drawn.
  function afterNextFrame() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(startApp, 0);
      });
    });
  }
  // And not before the browser reports the first contentful paint: it reports it once that frame is
  // on screen, which on a slow device can be later than two frames' callbacks.
  function afterPaint() {
    var observer;
    try {
      observer = new PerformanceObserver(function (entries) {
        if (!entries.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        afterNextFrame();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      afterNextFrame(); // A browser without paint timing.
    }
  }
  window.addEventListener('load', afterPaint);
  document.addEventListener('DOMContentLoaded', function () {
    setTimeout(startApp, 3000);
  });
})();
