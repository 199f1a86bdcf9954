// `npm run bench:site`: how fast and findable the marketing site is. It builds the client, measures the
// JavaScript each page downloads (gzipped) and checks that the site and the app do not load each
// other's code, then serves the build locally and runs Lighthouse (mobile settings) on Debian's
// Chromium against /, /features and /faq. It prints a Markdown report for docs/benchmarks.md.
// `--quick` (or BENCH_QUICK=1, scripts/bench/quick.ts) audits the home page alone and only prints its scores and
// budget; `--no-build` or BENCH_SKIP_BUILD uses the client build already in client/dist.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../tests/e2e/chromium-path';
import { freePort, startServer } from '../tests/kit/server/server-process';
import { pageScripts, type ScriptSize } from './bench/page-scripts';
import { benchFinished, quick, skipBuild } from './bench/quick';

const root = new URL('..', import.meta.url).pathname;
const distDir = join(root, 'client', 'dist');
/** The home page's JavaScript budget (gzipped). */
const HOME_BUDGET_BYTES = 90 * 1024;
const audited = quick ? ['/'] : ['/', '/features', '/faq'];
const chromeFlags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const lighthouseVersion = (
  JSON.parse(readFileSync(join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (scripts: ScriptSize[]) => scripts.reduce((sum, script) => sum + script.gzipBytes, 0);

function build(): void {
  if (process.argv.includes('--no-build') || skipBuild) return;
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** JavaScript per page, and the two separation rules of the build (ADR 0011). */
function measureBundles(): { lines: string[]; homeBytes: number; problems: string[] } {
  const routes = JSON.parse(readFileSync(join(distDir, 'prerendered', 'routes.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const lines = ['| Page | JavaScript files | Gzipped |', '| --- | --- | --- |'];
  const problems: string[] = [];
  let homeBytes = 0;
  for (const [path, route] of Object.entries(routes)) {
    if (path === '/v2') continue;
    const scripts = pageScripts(distDir, readFileSync(join(distDir, route.file), 'utf8'));
    if (path === '/') homeBytes = total(scripts);
    lines.push(`| \`${path}\` | ${scripts.length} | ${kb(total(scripts))} |`);
    const appChunks = scripts.filter((script) =>
      /\/(board|parent|dashboard|profile|require-user|login|signup|reset-password|use-form-state|query-client)-/.test(
        script.file,
      ),
    );
    if (appChunks.length > 0)
      problems.push(`${path} loads app code: ${appChunks.map((s) => s.file).join(', ')}`);
    if (
      scripts.some((script) =>
        readFileSync(join(distDir, script.file), 'utf8').includes('inside another <Router>'),
      )
    ) {
      problems.push(`${path} loads the app's router`);
    }
  }
  const app = pageScripts(distDir, readFileSync(join(distDir, 'index.html'), 'utf8'));
  lines.push(`| app shell (\`/app\`, \`/login\`, …) | ${app.length} | ${kb(total(app))} |`);
  const siteChunks = app.filter((script) =>
    /\/(site|site-frame|home-page|features-page|faq-page|get-started-page|about-page|qr-page)-[\w-]{8}\.js$/.test(
      script.file,
    ),
  );
  if (siteChunks.length > 0)
    problems.push(`the app shell loads site code: ${siteChunks.map((s) => s.file).join(', ')}`);
  return { lines, homeBytes, problems };
}

async function withChromium<T>(run: (port: number) => Promise<T>): Promise<T> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'brightday-lighthouse-'));
  const chrome = spawn(
    chromiumPath(),
    [...chromeFlags, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: 'ignore',
    },
  );
  try {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await run(port);
  } finally {
    const exited = new Promise((resolve) => chrome.once('exit', resolve));
    chrome.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  }
}

interface Scores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  metrics: string;
}

async function audit(port: number, url: string, path: string): Promise<Scores> {
  const result = await lighthouse(`${url}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.displayValue ?? '?';
  const failed = Object.values(categories)
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  if (failed.length > 0) console.log(`${path}: audits below full marks: ${[...new Set(failed)].join(', ')}`);
  return {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    metrics: `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
  };
}

build();
const bundles = measureBundles();
const dataDir = mkdtempSync(join(tmpdir(), 'brightday-bench-'));
const server = await startServer({ DATA_DIR: dataDir });
try {
  const scores: Scores[] = [];
  await withChromium(async (port) => {
    for (const path of audited) scores.push(await audit(port, server.url, path));
  });
  const report = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}, Lighthouse ${lighthouseVersion} mobile defaults (simulated slow 4G, 4x CPU slowdown).`,
    '',
    '| Page | Performance | Accessibility | Best practices | SEO | Metrics |',
    '| --- | --- | --- | --- | --- | --- |',
    ...scores.map(
      (s) =>
        `| \`${s.path}\` | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.metrics} |`,
    ),
    '',
    ...bundles.lines,
    '',
    `Home page JavaScript: ${kb(bundles.homeBytes)} gzipped (budget ${kb(HOME_BUDGET_BYTES)}).`,
  ];
  console.log(`\n${report.join('\n')}\n`);
  // The separation of site and app is a rule of the build, not a figure: it fails a quick run too.
  const problems = [...bundles.problems];
  if (!quick && bundles.homeBytes > HOME_BUDGET_BYTES)
    problems.push('the home page is over its JavaScript budget');
  for (const s of quick ? [] : scores) {
    if (s.performance < 95 || s.accessibility < 95 || s.bestPractices < 95 || s.seo < 100) {
      problems.push(`${s.path} is below its Lighthouse goals`);
    }
  }
  if (problems.length > 0) {
    console.error(problems.map((problem) => `- ${problem}`).join('\n'));
    process.exitCode = 1;
  }
  benchFinished('site');
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
