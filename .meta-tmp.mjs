import { build } from 'esbuild';
const r = await build({ entryPoints: [process.argv[2]], bundle: true, minify: true, platform: 'node', target: 'node22', format: 'esm', external: ['@aws-sdk/*'], write: false, metafile: true, logLevel: 'silent' });
const byPkg = {};
for (const [file, info] of Object.entries(r.metafile.outputs).flatMap(([, o]) => Object.entries(o.inputs))) {
  const m = file.match(/node_modules\/((@[^/]+\/)?[^/]+)/); const k = m ? m[1] + (file.includes('/locales/') ? ' (locales)' : '') : file.split('/').slice(0,2).join('/');
  byPkg[k] = (byPkg[k] || 0) + info.bytesInOutput;
}
console.log(Object.entries(byPkg).sort((a,b)=>b[1]-a[1]).slice(0,14).map(([k,v])=>`${(v/1024).toFixed(0).padStart(5)} KB ${k}`).join('\n'));
