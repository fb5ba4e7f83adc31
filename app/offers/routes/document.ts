// The programme and the brochure of a training, in PDF (resource route of every `{offer}/{kind}.pdf`).
export { loader } from '~/offers/documents.server'
