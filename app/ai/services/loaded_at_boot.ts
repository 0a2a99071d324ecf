/** A port made at boot (ai/services/configured_ports.ts); a process that skipped it fails loudly. */
export function loadedAtBoot<T>(port: T | undefined, name: string): T {
  if (port === undefined) throw new Error(`The ${name} port was not made at boot`)
  return port
}
