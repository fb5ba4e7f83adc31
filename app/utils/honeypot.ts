/** Name of the field that people never see and bots fill in: a posted value means a bot. */
export const HONEYPOT_FIELD = 'site_web'
