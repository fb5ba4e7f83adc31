// The site's entry (npm run site, npm start): the primary of node's cluster, which starts SITE_PROCESSES copies of
// the site (site-server/app.mjs) with the memory settings of site-server/runtime.mjs and replaces any that crashes;
// or, with one process already started with those settings (the tests), the site itself.
import { runClusterPrimary } from './site-server/cluster.mjs'

if (!runClusterPrimary()) await import('./site-server/app.mjs')
