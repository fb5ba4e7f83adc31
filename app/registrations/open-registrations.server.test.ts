import { describe, expect, it } from 'vitest'
import { requireOffer } from '#content/catalogue'
import type { Registration, RegistrationType } from '#contract/registration'
import { eventJsonLd } from '~/offers/structured-data'
import { openRegistrationsOf } from './open-registrations.server'

const type = (id: number, category: string, subcategory: string): RegistrationType => ({
  id,
  category,
  subcategory,
  title_category: 'Événements',
  title_subcategory: 'Webinaires',
  title_registration: 'Webinaire découverte',
  link: '',
  id_page: null,
  id_image: null,
  data_name_list: [['Date', 'Lieu']],
  data_name_client: [],
  what_to_bring: '',
  cancel_days: 2,
})
const registration = (id: number, typeId: number, eventDate: string, data: Record<string, string> = {}): Registration => ({
  places: null,
  taken: 0,
  held: 0,
  waiting: 0,
  id,
  id_registration_type: typeId,
  event_date: eventDate,
  data,
  participants: 0,
})

const types = [type(1, 'event', 'webinars'), type(2, 'event', 'workshops'), type(3, 'stage', 'webinars')]

describe('open registrations of an event page', () => {
  it('keeps the subcategory’s registrations from today on, soonest first, with the dd/mm/yyyy date and the registration link', () => {
    const registrations = [
      registration(10, 1, '2025-07-02', { Date: 'Mercredi 2 juillet 2025, de 19 h à 20 h', Titre: 'Apprendre à dire non' }),
      registration(11, 1, '2025-06-01'),
      registration(12, 1, '2025-06-15', { Lieu: 'En ligne', Horaires_du_soir: '19 h' }),
      registration(13, 2, '2025-06-20'),
      registration(14, 3, '2025-06-20'),
    ]
    const open = openRegistrationsOf(types, registrations, 'event', 'webinars', '2025-06-15')
    expect(open.map((item) => [item.id, item.displayDate, item.href])).toEqual([
      [12, '15/06/2025', '/registration/event/webinars/12'],
      [10, '02/07/2025', '/registration/event/webinars/10'],
    ])
    expect(open[0]).toMatchObject({ title: 'Webinaire découverte', dateText: null, place: 'En ligne' })
    expect(open[0].details).toEqual([
      { label: 'Lieu', value: 'En ligne' },
      { label: 'Horaires du soir', value: '19 h' },
    ])
    expect(open[1]).toMatchObject({ title: 'Apprendre à dire non', dateText: 'Mercredi 2 juillet 2025, de 19 h à 20 h', details: [] })
  })

  it('describes a listed registration as a schema.org Event with its date, place and organiser', () => {
    const [listed] = openRegistrationsOf(
      types,
      [registration(20, 2, '2025-09-12', { Lieu: 'Maison des associations, Lyon' })],
      'event',
      'workshops',
      '2025-01-01',
    )
    const event = eventJsonLd(requireOffer('/events/workshops'), listed, 'https://example.fr')
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Webinaire découverte',
      startDate: '2025-09-12',
      location: { '@type': 'Place', name: 'Maison des associations, Lyon' },
      organizer: { '@type': 'EducationalOrganization', name: 'École Sens & Parole' },
      url: 'https://example.fr/registration/event/workshops/20',
    })
    const [webinar] = openRegistrationsOf(types, [registration(21, 1, '2025-09-12')], 'event', 'webinars', '2025-01-01')
    expect(eventJsonLd(requireOffer('/events/webinars'), webinar, 'https://example.fr').location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://example.fr/registration/event/webinars/21',
    })
  })
})
