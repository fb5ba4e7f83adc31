import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { PublicationState } from '#contract/publication'
import { formatLongDate } from '~/utils/dates'
import { type Column, DataTable, type ListPage } from './data-table'
import { HtmlTextForm, PageTextsSection, replyFor, revisionsPathOf, type TextReply, UnmatchedReply } from './html-text-form'
import { frenchCount } from './list-query'

type Reply = TextReply | undefined

/** What the blog and news handlers share (app/admin/text-items-page.server.ts). */
export interface TextItemsShared {
  /** The texts of the public page itself (right 10), null without the right. */
  pageTexts: { textId: string; label: string; html: string; baseRevision: number }[] | null
  /** The ids of those texts whose draft waits (decision 0036). */
  pageDrafts: string[]
  pageId: number
  /** Right 11: add items, open and delete them. */
  canEditItems: boolean
  formKey: string
  maxLength: number
  titleMax: number
}

/** An article or a news item as its list shows it. */
export interface ItemRow {
  id: number
  title: string
  date: string
}

export interface TextItemsKind {
  /** The page's title and the public page's name (« Blog », « Actualités »). */
  title: string
  /** The public page (`/blog`, `/news`). */
  publicPath: string
  /** What the list holds (« Les articles »), and what right 11 does with one (« ouvrez-en un pour… »). */
  items: string
  openHint: string
  /** One item, in a link's words (« l’article »); the list's count (« article », and « aucune actualité » if not
   * « aucun article »); what an empty page says. */
  one: string
  noun: string
  none?: string
  empty: string
  /** Where the page's own texts post and their prefix of ids (`blog-page`, `news-page`). */
  action: string
  idPrefix: string
}

interface TextItemsPageProps<Row extends ItemRow> {
  kind: TextItemsKind
  shared: TextItemsShared
  list: ListPage<Row>
  /** Columns between the title and the date (the blog's rubric). */
  columns?: Column<Row>[]
  /** The page of an item's forms. */
  itemPath: (row: Row) => string
  openedId?: number
  /** The action's reply of an `intent=update` (an add's reply goes to its form). */
  reply: Reply
  /** The addresses of the item texts the page shows (besides its own texts'). */
  addresses?: Record<string, string>[]
  add: { heading: string; headingId: string; open: boolean; form: ReactNode }
  /** Between the replies and the add form (the blog's opened article and rubrics). */
  children?: ReactNode
}

/**
 * The page of the blog and news handlers: the items of a public page (sorted and paged in the address), the form
 * that adds one (right 11), and the public page's own texts (right 10).
 */
export function TextItemsPage<Row extends ItemRow>({
  kind,
  shared,
  list,
  columns = [],
  itemPath,
  openedId,
  reply,
  addresses = [],
  add,
  children,
}: TextItemsPageProps<Row>) {
  const { pageTexts, pageId, canEditItems, formKey, maxLength } = shared
  return (
    <>
      <header className="admin-page-header">
        <h1>{kind.title}</h1>
        <p>
          {kind.items} de la page <a href={kind.publicPath}>{kind.title}</a>
          {canEditItems ? `\u00a0: ${kind.openHint}` : '.'}
        </p>
      </header>
      <UnmatchedReply reply={reply} addresses={[...addresses, ...(pageTexts ?? []).map(({ textId }) => ({ textId }))]} />
      {children}
      {canEditItems ? (
        <details className="admin-add admin-section" open={add.open}>
          <summary>
            <h2 id={add.headingId}>{add.heading}</h2>
          </summary>
          {add.form}
        </details>
      ) : null}
      <DataTable
        list={list}
        caption={frenchCount(list.total, kind.noun, { none: kind.none })}
        columns={[
          { key: 'title', label: 'Titre', sort: 'title', cell: (row) => row.title },
          ...columns,
          { key: 'date', label: 'Date', sort: 'date', cell: (row) => <time dateTime={row.date}>{formatLongDate(row.date)}</time> },
          ...(canEditItems ? [editColumn(itemPath, kind.one)] : []),
        ]}
        rowProps={(row) => ({ 'aria-current': row.id === openedId ? 'true' : undefined })}
        empty={kind.empty}
        pagesLabel={`Pages de la liste des ${kind.noun}s`}
      />
      {pageTexts ? (
        <PageTextsSection
          title={kind.title}
          idPrefix={kind.idPrefix}
          pageId={pageId}
          texts={pageTexts}
          action={kind.action}
          reply={reply}
          formKey={formKey}
          maxLength={maxLength}
          drafts={shared.pageDrafts}
        />
      ) : null}
    </>
  )
}

function editColumn<Row extends ItemRow>(itemPath: (row: Row) => string, one: string): Column<Row> {
  return {
    key: 'edit',
    label: <span className="visually-hidden">Actions</span>,
    cell: (row) => (
      <Link to={itemPath(row)}>
        Modifier
        <span className="visually-hidden">
          {' '}
          {one} {row.title}
        </span>
      </Link>
    ),
  }
}

interface ItemTextFormsProps {
  kind: 'blog' | 'news'
  /**
   * Its texts, their versions by name (decision 0033), and `state`: where it stands (decision 0036); a published
   * one's saves are drafts until published.
   */
  item: { id: number; title: string; texts: { name: string; html: string }[]; versions: Record<string, number>; state: PublicationState }
  /** The fields that name one of its texts (`blogId` and `textId`, or `textName`). */
  address: (textId: string) => Record<string, string>
  /** The ids of its forms: `${idPrefix}-title`, `${idPrefix}-text-${name}` (or `titleId`). */
  idPrefix: string
  titleId?: string
  textLabel: (name: string) => string
  action: string
  reply: Reply
  shared: Pick<TextItemsShared, 'formKey' | 'maxLength' | 'titleMax'>
}

/** The title of an article or a news item, then each of its texts with its earlier versions: one form each. */
export function ItemTextForms({ kind, item, address, idPrefix, titleId, textLabel, action, reply, shared }: ItemTextFormsProps) {
  const { formKey, maxLength, titleMax } = shared
  const publishing = item.state === 'published' ? { hasDraft: false } : undefined
  return (
    <>
      <HtmlTextForm
        id={titleId ?? `${idPrefix}-title`}
        action={action}
        address={address(ITEM_TITLE)}
        label="Titre"
        kind="title"
        html={item.title}
        maxLength={titleMax}
        formKey={formKey}
        baseRevision={item.versions[ITEM_TITLE] ?? 0}
        reply={replyFor(reply, address(ITEM_TITLE))}
        publishing={publishing}
      />
      {item.texts.map(({ name, html }) => (
        <HtmlTextForm
          key={name}
          id={`${idPrefix}-text-${name}`}
          action={action}
          address={address(name)}
          label={textLabel(name)}
          html={html}
          maxLength={maxLength}
          formKey={formKey}
          baseRevision={item.versions[name] ?? 0}
          reply={replyFor(reply, address(name))}
          revisionsPath={revisionsPathOf(kind, item.id, name, action)}
          publishing={publishing}
        />
      ))}
    </>
  )
}

/** The text name that sets an article's or a news item's title (docs/decisions/0006). */
export const ITEM_TITLE = 'title'

/** The addresses of all an item's forms (for UnmatchedReply). */
export const itemAddresses = (item: { texts: { name: string }[] }, address: (textId: string) => Record<string, string>) =>
  [ITEM_TITLE, ...item.texts.map(({ name }) => name)].map(address)
