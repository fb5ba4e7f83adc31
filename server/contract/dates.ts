/** The school's day, shared by the API and the site: the one time zone the school counts its sessions in. */
const parisDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' })

/** Today in Paris, yyyy-mm-dd: a session of today is still to come until the end of the day. */
export function todayInParis(now = new Date()): string {
  return parisDay.format(now)
}
