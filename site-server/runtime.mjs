// How the site's Node process is started (npm start, npm run site, the tests' and the load test's sites). Under
// 100 connections V8 grew its young generation to 3 × 16 MB and the old one in step, then kept them idle, and the
// allocator kept one arena per thread: RSS 105 → 447 MB, 456 MB idle. With a 4 MB semi-space, a cap on the old
// space far above the site's ~40 MB of live data, and two malloc arenas, the same load peaks near 165 MB.
export const siteNodeFlags = ['--max-semi-space-size=4', '--max-old-space-size=256']

export const siteEnv = { MALLOC_ARENA_MAX: '2' }

// How the School API's Node process is started (npm start, npm run api, the load test). Its first start (PGlite's
// initdb, the seed, 63 demo pictures drawn with sharp in the same process) left 377–436 MB resident once idle,
// mostly malloc arenas of libvips's threads and a young generation grown to 32 MB; with the site's semi-space and
// two arenas, 305–335 MB (measured side by side, issue 16 point 7).
export const apiNodeFlags = ['--max-semi-space-size=4']

export const apiEnv = { MALLOC_ARENA_MAX: '2' }
