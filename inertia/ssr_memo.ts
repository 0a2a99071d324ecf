/**
 * Server rendering is a pure function of the Inertia page object (component, props, URL, version;
 * the texts come from the page's locale), and a catalog page is the same object for every guest
 * asking for it. So the HTML of a recently rendered page object is reused instead of running React
 * again: The key is the page's full JSON, so any difference in props (another user, a toast, a
 * changed catalog row) is another entry. The TTL keeps anything that depends on the clock (a year
 * in the footer) fresh.
 */
export type Rendered = { head: string[]; body: string }

export function memoizeRender<Page>(
  render: (page: Page) => Promise<Rendered>,
  options = { maxEntries: 200, ttlMs: 60_000 }
) {
  const entries = new Map<string, { value: Promise<Rendered>; expiresAt: number }>()
  return (page: Page): Promise<Rendered> => {
    const key = JSON.stringify(page)
    const now = Date.now()
    const hit = entries.get(key)
    if (hit && hit.expiresAt > now) return hit.value
    entries.delete(key)
    if (entries.size >= options.maxEntries) {
      // Oldest first (a Map iterates in insertion order).
      entries.delete(entries.keys().next().value!)
    }
    const value = render(page)
    entries.set(key, { value, expiresAt: now + options.ttlMs })
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key)
    })
    return value
  }
}
