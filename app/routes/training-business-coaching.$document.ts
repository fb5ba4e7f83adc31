// The programme and the brochure of a training, in PDF (resource route).
export { loader } from '~/utils/offer-documents.server'
