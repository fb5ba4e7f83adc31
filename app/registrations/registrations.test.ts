import { describe, expect, it } from 'vitest'
import type { Registration, RegistrationType } from '#contract/registration'
import { availability, dataBlocks, formatDate, isFull, registrationPath, registrationPlace, registrationTitle } from './registrations'

const type: RegistrationType = {
  id: 1,
  category: 'stage',
  subcategory: 'meditation',
  title_category: 'Stages',
  title_subcategory: 'Méditation',
  title_registration: 'Stage de méditation',
  link: '/stages/meditation',
  id_page: 11,
  id_image: null,
  data_name_list: [['Date', 'Horaires'], ['Lieu', 'Adresse'], ['Places disponibles']],
  data_name_client: ['firstName'],
  what_to_bring: '',
  cancel_days: 2,
}
const registration = (data: Record<string, string>, places: Pick<Registration, 'places' | 'taken' | 'held'> = noLimit): Registration => ({
  id: 7,
  id_registration_type: 1,
  event_date: '2027-03-14',
  data,
  participants: places.taken,
  waiting: 0,
  ...places,
})
const noLimit = { places: null, taken: 0, held: 0 }

describe('registration display', () => {
  it('shows dates as dd/mm/yyyy', () => {
    expect(formatDate('2027-03-14')).toBe('14/03/2027')
    expect(formatDate('2027-03-04T00:00:00.000Z')).toBe('04/03/2027')
  })

  it('names a session by its theme, or by its type', () => {
    expect(registrationTitle(registration({ Thème: 'Dire non sans blesser' }), type)).toBe('Dire non sans blesser')
    expect(registrationTitle(registration({ Thème: '  ' }), type)).toBe('Stage de méditation')
    expect(registrationPlace(registration({ Adresse: '12 rue des Tilleuls' }))).toBe('12 rue des Tilleuls')
    expect(registrationPath(type, 7)).toBe('/registration/stage/meditation/7')
  })

  it('orders the data as data_name_list does, with underscores for spaces and without empty fields', () => {
    const blocks = dataBlocks(
      type,
      registration({ Places_disponibles: '12', Date: 'dimanche 14 mars 2027', Lieu: '', Adresse: 'Lyon', Horaires: '' }),
    )
    expect(blocks).toEqual([
      [{ label: 'Date', value: 'dimanche 14 mars 2027' }],
      [{ label: 'Adresse', value: 'Lyon' }],
      [{ label: 'Places disponibles', value: '12' }],
    ])
  })

  it('says what is left of a session’s places, held ones counted as taken, and never the « Places disponibles » text beside it', () => {
    expect(availability({ places: 12, taken: 4, held: 0 })).toBe('8 places disponibles')
    expect(availability({ places: 12, taken: 9, held: 1 })).toBe('Plus que 2 places')
    expect(availability({ places: 12, taken: 11, held: 0 })).toBe('Plus qu’une place')
    expect(availability({ places: 12, taken: 11, held: 1 })).toBe('Complet')
    expect(availability(noLimit)).toBeNull()
    expect(isFull({ places: 2, taken: 2, held: 0 })).toBe(true)
    expect(isFull({ places: 2, taken: 1, held: 0 })).toBe(false)
    const counted = registration({ Places_disponibles: '12' }, { places: 3, taken: 1, held: 0 })
    expect(dataBlocks(type, counted)).toEqual([])
  })

  it('shows the date of event_date where the « Date » text names another day, unless staff see it as typed', () => {
    const moved = registration({ Date: 'samedi 13 mars 2027, 10 h' })
    expect(dataBlocks(type, moved)[0]).toEqual([{ label: 'Date', value: 'dimanche 14 mars 2027' }])
    expect(dataBlocks(type, moved, { asTyped: true })[0]).toEqual([{ label: 'Date', value: 'samedi 13 mars 2027, 10 h' }])
  })
})
