// The service worker (issue 32), built into dist/sw.js by apps/web/service-worker-build.ts, which puts
// this build's version and the files to keep in BUILD. Plain JavaScript: it runs in the
// worker's own global scope, which the app's TypeScript settings (DOM) do not describe.
//
// It keeps only the built app shell: the hashed /assets/ files, the offline page and the icons. Pages
// and API answers always come from the network and are never stored: they may hold personal data.
const BUILD = __BUILD__;
const CACHE = `live-well-${BUILD.version}`;
const OFFLINE_PAGE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(BUILD.precache)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// The page's "new version ready" prompt asks the waiting version to take over now.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'skip-waiting') self.skipWaiting();
});

const isHashedAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');
const isPrecached = (url) => url.origin === self.location.origin && BUILD.precache.includes(url.pathname);

async function fromCacheOrNetwork(request, keep) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (keep && response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_PAGE)));
    return;
  }
  if (isHashedAsset(url) || isPrecached(url))
    event.respondWith(fromCacheOrNetwork(request, isHashedAsset(url)));
});

const FALLBACK_NOTICE = {
  title: 'Live Well Coaching',
  body: 'There is something new for you',
  url: '/',
  tag: 'update',
};

function readNotice(data) {
  try {
    const notice = data?.json();
    if (typeof notice?.title === 'string' && typeof notice.body === 'string') return notice;
  } catch {}
  return FALLBACK_NOTICE;
}

self.addEventListener('push', (event) => {
  const notice = readNotice(event.data);
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      // A second message (or the hour-before reminder) replaces the one on screen and still alerts.
      renotify: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: notice.url },
    }),
  );
});

/** Only a page of this site opens; the app sends a visitor to sign in first and then on to it. */
function pageOf(notification) {
  const url = new URL(notification.data?.url ?? '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin;
}

async function openPage(href) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const open of windows) {
    try {
      const shown = await open.navigate(href);
      if (shown) return shown.focus();
    } catch {}
  }
  return self.clients.openWindow(href);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openPage(pageOf(event.notification)));
});
