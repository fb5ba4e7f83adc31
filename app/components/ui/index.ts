/**
 * What the site's pages share in the browser (banners, buttons, fields, the form helpers, the error boundary, the
 * hooks of utils/misc, the meta helpers and the school's identity), imported from here by every browser module
 * outside this group. The browser build makes one chunk of the modules the same set of pages reaches: imported one
 * by one, these small modules were a dozen files on each form page, which cost more than one
 * (docs/decisions/0009). Their own modules import each other directly; `.server` modules and tests may too.
 */
export { site } from '#content/site'
export * from '../general-error-boundary'
export * from '../honeypot-field'
export * from '../server-form'
export * from '~/utils/meta'
export * from '~/utils/misc'
export * from './banner'
export * from './button'
export * from './error-list'
export * from './field'
export * from './icons'
export * from './menu-fold'
export * from './password-field'
