/** A decorative icon: hidden from assistive technologies, the text beside it says it all. */
function Icon({ path, size = 18 }: { path: string; size?: number }) {
  return (
    <svg className="icon" aria-hidden="true" viewBox="0 0 24 24" width={size} height={size}>
      <path fill="currentColor" d={path} />
    </svg>
  )
}

export function WarningIcon() {
  return <Icon path="M12 2 1 21h22L12 2Zm1 15h-2v2h2v-2Zm0-8h-2v6h2V9Z" />
}

export function CheckIcon() {
  return <Icon path="m9 16.2-3.5-3.5L4 14.2l5 5 11-11-1.4-1.4L9 16.2Z" />
}

export function CloseIcon() {
  return <Icon path="M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z" />
}

export function MenuIcon() {
  return <Icon path="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" size={20} />
}
