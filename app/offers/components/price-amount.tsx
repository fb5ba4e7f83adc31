import type { PriceView } from '~/offers/view'

/**
 * A price's amount and its unit. Under a promotion the eye sees the price before it struck and the one to pay;
 * screen readers, which may not say that a text is struck, hear « Prix : 92,50 € au lieu de 185 € » instead.
 */
export function PriceAmount({ price, amountClass, unitClass }: { price: PriceView; amountClass: string; unitClass?: string }) {
  const unit = price.unit ? <span className={unitClass}> {price.unit}</span> : null
  if (!price.before) {
    return (
      <>
        <span className={amountClass}>{price.amount}</span>
        {unit}
      </>
    )
  }
  return (
    <>
      <span className="visually-hidden">{price.alternative}</span>
      <span aria-hidden="true">
        <del className="price-before">{price.before}</del> <span className={amountClass}>{price.amount}</span>
      </span>
      {unit}
    </>
  )
}
