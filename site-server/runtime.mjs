import { fileURLToPath } from 'node:url'

// How the site's Node process is started (npm start, npm run site, the tests' and the load test's sites). Under
// 100 connections V8 grew its young generation to 3 × 16 MB and the old one in step, then kept them idle, and the
// allocator kept one arena per thread: RSS 105 → 447 MB, 456 MB idle. With a 4 MB semi-space, a cap on the old
// space far above the site's ~40 MB of live data, and two malloc arenas, the same load peaks near 165 MB.
// Garbage collection was half of the site's CPU per render, and most of it on V8's helper threads, which a CPU profile
// does not show: parallel scavenges and concurrent marking saved the main thread about 2 ms per render and cost 7 to
// 9 ms on the helpers, on two cores the site shares with the API. One-threaded collection, and an 8 MB semi-space in
// which a render's garbage dies young: 16.2 → 10.9 ms of CPU per render, 185 → 220–250 MB per process after load
// (decision 0031). The old space's cap is 1 GB, not 256 MB: V8 sizes its heap's growth by that cap, and at 256 MB
// it grew the heap by a tenth only before each full collection, which then took half of a render's main thread.
// With 1 GB: 8.4–9.0 → 6.1–6.4 ms of main thread per home render in the bench's profile, every family 7.3–8.1 →
// 4.8–5.6 ms of CPU, RSS after load 248–257 → 262–263 MB (decision 0042). Since documents go out whole
// (remix-handler.mjs) a render costs 2–3 ms, and at that pace the 1 GB cap let the render processes reach 321–338 MB
// after load; 512 MB: 300–314; 384 MB: 291–304, for the same CPU per render (bench, throughput section, one run each).
// At 2–3 ms a render, one-threaded collection no longer pays: V8's collector on its helper threads again, render
// processes 191–206 MB after the bench's load instead of 288–311 (V8 kept some 140 MB of its pages where it now keeps
// 65), for the same CPU per render or less (decision 0031, stop 47).
export const siteNodeFlags = ['--max-semi-space-size=8', '--max-old-space-size=384']

// Node keeps the V8 code of the modules a process compiled (node:module's compile cache, each file's entry checked
// against its content), and the next start of the site or the API reads it instead of compiling them again: about
// 0.3 s of CPU less per start, at each restart of a server and at each of the e2e files' thirty sites (issue 26).
// In node_modules/.cache, unless NODE_COMPILE_CACHE names a folder: the systemd units give theirs (/var/cache/ecole),
// where the code's folder is read-only to the services.
export const compileCacheDir =
  process.env.NODE_COMPILE_CACHE || fileURLToPath(new URL('../node_modules/.cache/node-compile-cache', import.meta.url))

export const siteEnv = { MALLOC_ARENA_MAX: '2', NODE_COMPILE_CACHE: compileCacheDir }

// How the School API's Node process is started (npm start, npm run api, the load test). Its first start (PGlite's
// initdb, the seed, the demo pictures through sharp, all in one process) left 377–436 MB resident once idle: a young
// generation grown to 32 MB, and malloc memory freed but kept in the arenas. With the site's semi-space, two arenas,
// and blocks of 128 KB or more given back to the system when freed (fixed mmap and trim thresholds instead of
// glibc's growing ones), 290–306 MB; after a restart, about 260 MB (issue 16, point 7). Under the bench's load V8 then
// grew the old space to ~107 MB around ~50 MB of live data, and gave it back only after some idle seconds: after 5,000
// requests RSS was 362 MB. Its growth is sized by the old space's cap: at 256 MB (far above what the API keeps), 249 MB
// (issue 33). PGlite's initdb runs in a process of its own (server/db/index.ts, `makePgliteFolder`).
export const apiNodeFlags = ['--max-semi-space-size=4', '--max-old-space-size=256']

export const apiEnv = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
  NODE_COMPILE_CACHE: compileCacheDir,
}

// The API as `npm run build` bundled it, its dependencies with it (scripts/build-api.mjs): `npm start` runs it with the
// flags above, where tsx transpiled and Node resolved some 180 modules of its own and 1,100 of its dependencies at
// each start (decision 0043). Named after the source it bundles.
export const apiBundle = 'build/server/main.ts.mjs'
