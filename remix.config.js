import { tsImport } from 'tsx/esm/api'

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ['**/.*', '**/*.test.{ts,tsx}'],
  serverModuleFormat: 'esm',
  serverPlatform: 'node',
  // Beside the flat routes of app/routes: the offer pages and their PDFs, made from the catalogue
  // (app/offers/routes.ts): one route per folder of offers (`/stages/:offer`), one per offer at the site's root and
  // per document, each served by the route module of its family.
  async routes(defineRoutes) {
    const { offerRouteTable } = await tsImport('./app/offers/routes.ts', import.meta.url)
    return defineRoutes((route) => {
      for (const { id, path, file } of offerRouteTable) route(path, file, { id })
    })
  },
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
}
