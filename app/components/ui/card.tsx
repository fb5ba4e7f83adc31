import type { ReactNode } from 'react'

export function Card({ children, className, as: Tag = 'article' }: { children: ReactNode; className?: string; as?: 'article' | 'section' | 'div' | 'li' }) {
  return <Tag className={['card', className].filter(Boolean).join(' ')}>{children}</Tag>
}
