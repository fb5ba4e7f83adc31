/** Decorative icons: hidden from assistive technologies, the text beside them says it all. */
export function WarningIcon() {
  return (
    <svg className="icon" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path fill="currentColor" d="M12 2 1 21h22L12 2Zm1 15h-2v2h2v-2Zm0-8h-2v6h2V9Z" />
    </svg>
  )
}

export function CheckIcon() {
  return (
    <svg className="icon" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path fill="currentColor" d="m9 16.2-3.5-3.5L4 14.2l5 5 11-11-1.4-1.4L9 16.2Z" />
    </svg>
  )
}

export function CloseIcon() {
  return (
    <svg className="icon" aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path fill="currentColor" d="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" />
    </svg>
  )
}

export function MenuIcon() {
  return (
    <svg className="icon" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
      <path fill="currentColor" d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
    </svg>
  )
}
