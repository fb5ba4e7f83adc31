// How the site's Node process is started (npm start, npm run site, the tests' and the load test's sites). Under
// 100 connections V8 grew its young generation to 3 × 16 MB and the old one in step, then kept them idle, and the
// allocator kept one arena per thread: RSS 105 → 447 MB, 456 MB idle. With a 4 MB semi-space, a cap on the old
// space far above the site's ~40 MB of live data, and two malloc arenas, the same load peaks near 165 MB.
// A render allocates several megabytes that die with it: with a 4 MB semi-space they were scavenged several times
// per render and partly promoted, and garbage collection took about half of the site's CPU time (V8's helper threads
// included). 16 MB lets them die young: 30–35 % less CPU per render for 10–15 MB more per process (decision 0031).
export const siteNodeFlags = ['--max-semi-space-size=16', '--max-old-space-size=256']

export const siteEnv = { MALLOC_ARENA_MAX: '2' }

// How the School API's Node process is started (npm start, npm run api, the load test). Its first start (PGlite's
// initdb, the seed, the demo pictures through sharp, all in one process) left 377–436 MB resident once idle: a young
// generation grown to 32 MB, and malloc memory freed but kept in the arenas. With the site's semi-space, two arenas,
// and blocks of 128 KB or more given back to the system when freed (fixed mmap and trim thresholds instead of
// glibc's growing ones), 290–306 MB; after a restart, about 260 MB (issue 16, point 7).
export const apiNodeFlags = ['--max-semi-space-size=4']

export const apiEnv = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' }
