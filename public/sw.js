/*
 * HomeCooked service worker. Caches the shell's hashed assets and artwork so repeat visits on
 * metered data cost nothing, and shows an offline page when a navigation fails. Never caches
 * API answers, server functions or pages (pages can be signed-in, and prices change).
 */
const VERSION = 'v2'
const ASSETS = `homecooked-assets-${VERSION}`
const OFFLINE = `homecooked-offline-${VERSION}`
const OFFLINE_PATH = '/offline'
const LOCALE_PREFIX = /^\/(sw|fr|es|pt|ar|ki|kam)-KE(?=\/|$)/i

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE)
      .then((cache) => cache.addAll([OFFLINE_PATH, '/favicon.svg', '/art/404.svg']))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => ![ASSETS, OFFLINE].includes(k)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  )
})

/**
 * Once the network is back, the offline page loads the address it stands in for again, so the
 * shopper does not have to notice and press "Try again" (the only script the page keeps). It
 * asks the server first and reloads once it answers: `online` can come before the connection
 * really works, and a page that failed while the browser was online (a weak signal) needs the
 * same; until then it asks again every 3 s.
 */
const RETRY_WHEN_ONLINE = `<script>(() => {
  let timer
  const probe = () =>
    fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(
      () => location.reload(),
      () => { timer = setTimeout(probe, 3000) },
    )
  addEventListener('online', () => { clearTimeout(timer); probe() })
  if (navigator.onLine) timer = setTimeout(probe, 3000)
})()</script>`

/**
 * What the shopper last saw, from the browser database the app keeps (src/lib/browser-db.ts,
 * decision record 0095): recently viewed kitchens and meals, the cart and the newest orders,
 * already written in the shopper's language. Each fills its hidden list on the offline page
 * (src/components/status/RememberedLists.tsx) and shows it. Text goes in as text, and a link
 * only to a path of this site.
 */
const SHOW_REMEMBERED = `<script>(() => {
  if (!self.indexedDB) return
  const request = indexedDB.open('homecooked', 1)
  // The app never opened its database in this browser: leave it for the app to create.
  request.onupgradeneeded = () => request.transaction.abort()
  request.onerror = () => {}
  request.onsuccess = () => {
    const db = request.result
    if (!db.objectStoreNames.contains('client')) return db.close()
    const store = db.transaction('client').objectStore('client')
    const add = (list, text, href, detail) => {
      const item = document.createElement('li')
      const safe = typeof href === 'string' && href.startsWith('/') && !href.startsWith('//')
      const label = document.createElement(safe ? 'a' : 'span')
      if (safe) label.href = href
      label.textContent = String(text)
      item.append(label)
      if (detail) {
        const more = document.createElement('small')
        more.textContent = ' ' + String(detail)
        item.append(more)
      }
      list.append(item)
    }
    const fill = (key, show) => {
      const read = store.get(key)
      read.onsuccess = () => {
        const section = document.querySelector('[data-remembered="' + key + '"]')
        const list = section && section.querySelector('ul')
        if (!list || !read.result) return
        if (show(list, read.result, section)) section.hidden = false
      }
    }
    fill('recentlyViewed', (list, items) => {
      for (const seen of items) add(list, seen.name, seen.href, seen.detail)
      return items.length > 0
    })
    fill('lastCart', (list, cart, section) => {
      for (const line of cart.lines) add(list, line)
      section.querySelector('[data-remembered-total]').textContent = String(cart.total)
      return cart.lines.length > 0
    })
    fill('recentOrders', (list, orders) => {
      for (const order of orders) add(list, order.text, order.href)
      return orders.length > 0
    })
  }
})()</script>`

/**
 * The offline page in the language of the page that failed, when it has been cached. It is
 * shown under the failed address, so the app's scripts are removed: hydrating it there would
 * make the router load that address's data, which cannot work offline. Two small scripts of its
 * own come instead: one fills in what the shopper last saw, one reloads when the network is back.
 */
async function offlinePage(url) {
  const cache = await caches.open(OFFLINE)
  const prefix = url.pathname.match(LOCALE_PREFIX)?.[0]
  const cached = (prefix && (await cache.match(`${prefix}${OFFLINE_PATH}`))) || (await cache.match(OFFLINE_PATH))
  if (!cached) return undefined
  const html = (await cached.text())
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
    .replace('</body>', `${SHOW_REMEMBERED}${RETRY_WHEN_ONLINE}</body>`)
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/_serverFn')) return

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(async () => (await offlinePage(url)) ?? Response.error()),
    )
    // While online, keep the offline page of this language ready for later.
    const prefix = url.pathname.match(LOCALE_PREFIX)?.[0]
    if (prefix) event.waitUntil(caches.open(OFFLINE).then((c) => c.add(`${prefix}${OFFLINE_PATH}`)).catch(() => {}))
    return
  }

  // Hashed assets never change: cache first. Artwork and icons: cache, refreshed in the background.
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/art/') || url.pathname.startsWith('/badges/')) {
    event.respondWith(
      caches.open(ASSETS).then(async (cache) => {
        const cached = await cache.match(request)
        const fresh = fetch(request).then((response) => {
          if (response.ok) cache.put(request, response.clone())
          return response
        })
        if (cached) {
          if (!url.pathname.startsWith('/assets/')) event.waitUntil(fresh.catch(() => {}))
          return cached
        }
        return fresh
      }),
    )
  }
})

/**
 * A new order pushed to a kitchen's phone (decision record 0114): shown at once, locked screen
 * or not, and kept until the cook looks (requireInteraction), with the vibration of a call. The
 * server wrote the text in the board's language; the board's path is the only place it leads to.
 */
self.addEventListener('push', (event) => {
  let alert
  try {
    alert = event.data ? event.data.json() : undefined
  } catch {
    alert = undefined
  }
  if (!alert || typeof alert.title !== 'string') return
  const url = typeof alert.url === 'string' && alert.url.startsWith('/') && !alert.url.startsWith('//') ? alert.url : '/kitchen'
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: typeof alert.body === 'string' ? alert.body : '',
      // renotify needs a tag: each order has its own, so a second order rings again.
      tag: typeof alert.tag === 'string' && alert.tag ? alert.tag : 'new-order',
      data: { url },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      requireInteraction: true,
      renotify: true,
      vibrate: [400, 200, 400, 200, 400],
    }),
  )
})

/** A tap on the alert opens the board: an open board tab is brought forward, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const url = new URL(event.notification.data?.url ?? '/kitchen', self.location.origin).href
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url)
      return open ? open.focus() : self.clients.openWindow(url)
    }),
  )
})
