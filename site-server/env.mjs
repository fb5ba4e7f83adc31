// The site server's own settings from the environment (the app's are read by app/utils/config.server.ts): each
// checked at start, a bad value stopping the process with one French line naming the variable, as the app's do.

/**
 * An integer setting, `fallback` when unset or empty.
 * @param {string} name
 * @param {{ fallback: number, min: number, max: number }} bounds
 */
export function integerSetting(name, { fallback, min, max }) {
  const value = process.env[name]
  if (value === undefined || value === '') return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < min || number > max) {
    console.error(`${name} : un nombre entier de ${min} à ${max} est attendu (reçu « ${value} »).`)
    process.exit(1)
  }
  return number
}
