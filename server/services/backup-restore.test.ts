import { expect, it } from 'vitest'
import { cleanDump } from './backup-restore'

it('drops only the dump’s psql commands and the preamble’s unknown settings, never a line of a text value', () => {
  const dump = [
    '\\restrict AbC123',
    'SET statement_timeout = 0;',
    'SET transaction_timeout = 0;',
    "SELECT pg_catalog.set_config('search_path', '', false);",
    'CREATE TABLE public.contact_message (message text);',
    "INSERT INTO public.contact_message VALUES ('Bonjour,",
    'SET transaction_timeout = 0;',
    '\\restrict zzz',
    "\\unrestrict AbC123 n’est pas la fin');",
    '\\unrestrict AbC123',
  ].join('\n')
  expect(cleanDump(dump, new Set(['statement_timeout'])).split('\n')).toEqual([
    'SET statement_timeout = 0;',
    "SELECT pg_catalog.set_config('search_path', '', false);",
    'CREATE TABLE public.contact_message (message text);',
    "INSERT INTO public.contact_message VALUES ('Bonjour,",
    'SET transaction_timeout = 0;',
    '\\restrict zzz',
    "\\unrestrict AbC123 n’est pas la fin');",
  ])
})
