// After `npm install` here: the registry this workplace reaches does not serve the other platforms'
// native builds of next (@next/swc-*) and eslint's resolver, so npm leaves them out of the lock and
// `npm ci` then refuses it. This adds them as optional, platform-only entries (as a full registry would).
import fs from 'node:fs';
const file = process.argv[2];
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const platform = (name) => {
  const os = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony'].find((o) => name.includes(`-${o}-`));
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 's390x', 'riscv64'].find((c) => new RegExp(`-${c}(-|$)`).test(name.replace(/^.*\//, '')));
  const libc = /-gnu(eabihf)?$/.test(name) ? 'glibc' : /-musl(eabihf)?$/.test(name) ? 'musl' : null;
  return { os, cpu, libc };
};
let added = 0;
for (const pkg of Object.values(lock.packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    if (!/^(@next\/swc-|@unrs\/resolver-binding-)/.test(dep)) continue;
    const path = `node_modules/${dep}`;
    if (lock.packages[path]) continue;
    const { os, cpu, libc } = platform(dep);
    const entry = { version, optional: true, os: [os], cpu: [cpu] };
    if (libc) entry.libc = [libc];
    if (pkg.dev) entry.dev = true;
    lock.packages[path] = entry;
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} entries`);
