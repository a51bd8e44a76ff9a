/** Pustaka (docs/library-and-storage.md): the reference lists, a company's entries and aliases, the HS import. */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateLibraryAliasRequest,
  type CreateLibraryEntryRequest,
  type LibraryEntriesQuery,
  type LibraryList,
  libraryApi,
} from '@vd/contract';
import { call } from './call.ts';
import { cleanParams } from './validation.ts';

export const libraryKeys = {
  all: ['library'] as const,
  lists: ['library', 'lists'] as const,
  entries: (list: LibraryList, query: Partial<LibraryEntriesQuery>) =>
    ['library', 'entries', list, query] as const,
};

/** GET library: the lists with their counts. */
export function useLibraryLists() {
  return useQuery({
    queryKey: libraryKeys.lists,
    queryFn: async () => (await call(libraryApi.lists)).data,
  });
}

/** GET library/{list}: a page of one list's entries, searched. */
export function useLibraryEntries(list: LibraryList, query: Partial<LibraryEntriesQuery>) {
  return useQuery({
    queryKey: libraryKeys.entries(list, query),
    queryFn: () => call(libraryApi.list, { params: { list }, query: cleanParams(query) }),
    placeholderData: keepPreviousData,
  });
}

/** After a change: every list and page of the library is read again. */
export function useRefreshLibrary() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: libraryKeys.all });
}

export async function createLibraryEntry(list: LibraryList, body: CreateLibraryEntryRequest) {
  return (await call(libraryApi.createEntry, { params: { list }, body })).data;
}

export async function createLibraryAlias(list: LibraryList, body: CreateLibraryAliasRequest) {
  return (await call(libraryApi.createAlias, { params: { list }, body })).data;
}

export async function deleteLibraryEntry(id: string) {
  await call(libraryApi.deleteEntry, { params: { id } });
}

export async function deleteLibraryAlias(id: string) {
  await call(libraryApi.deleteAlias, { params: { id } });
}

/** POST library/hs_code/import (multipart `file`): the answer's message and counts. */
export async function importHsList(file: File) {
  const form = new FormData();
  form.append('file', file);
  return call(libraryApi.importHsList, { body: form });
}
