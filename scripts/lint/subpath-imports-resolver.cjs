// Lets eslint-plugin-import follow the package.json `imports` aliases (#shared/…, #lambdas/…,
// #web/…), so the dependency zones and the cycle check see through them. The aliases point at
// `.js` names, as TypeScript, Vite, esbuild and tsx expect; the source is the .ts or .tsx file.
const fs = require('node:fs');
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const root = path.resolve(__dirname, '../..');
const imports = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).imports ?? {};

function aliasTarget(source) {
  if (typeof imports[source] === 'string') return imports[source];
  for (const [key, target] of Object.entries(imports)) {
    const star = key.indexOf('*');
    if (star < 0) continue;
    const prefix = key.slice(0, star);
    const suffix = key.slice(star + 1);
    if (source.startsWith(prefix) && source.endsWith(suffix) && source.length >= key.length - 1) {
      return target.replace('*', source.slice(prefix.length, source.length - suffix.length));
    }
  }
  return undefined;
}

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file, config) {
  if (!source.startsWith('#')) return nodeResolver.resolve(source, file, config);
  const target = aliasTarget(source);
  if (!target) return { found: false };
  const base = path.join(root, target).replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`]) {
    if (fs.existsSync(candidate)) return { found: true, path: candidate };
  }
  return { found: false };
};
