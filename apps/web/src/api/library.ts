/** Pustaka (docs/library-and-storage.md): the reference lists, a company's entries and aliases, the HS import. */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CreateLibraryAliasRequest,
  type CreateLibraryEntryRequest,
  type LibraryEntriesQuery,
  type LibraryList,
  prefixes,
  ZHsImportResponse,
  ZLibraryEntriesResponse,
  ZLibraryEntryResponse,
  ZLibraryListsResponse,
} from '@vd/contract';
import { api } from './client.ts';
import { cleanParams } from './validation.ts';

const call = (path: string) => `${prefixes.api}/${path}`;

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
    queryFn: async () => ZLibraryListsResponse.parse((await api.get(call('library'))).data).data,
  });
}

/** GET library/{list}: a page of one list's entries, searched. */
export function useLibraryEntries(list: LibraryList, query: Partial<LibraryEntriesQuery>) {
  return useQuery({
    queryKey: libraryKeys.entries(list, query),
    queryFn: async () =>
      ZLibraryEntriesResponse.parse(
        (await api.get(call(`library/${list}`), { params: cleanParams(query) })).data,
      ),
    placeholderData: keepPreviousData,
  });
}

/** After a change: every list and page of the library is read again. */
export function useRefreshLibrary() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: libraryKeys.all });
}

export async function createLibraryEntry(list: LibraryList, body: CreateLibraryEntryRequest) {
  return ZLibraryEntryResponse.parse((await api.post(call(`library/${list}/entries`), body)).data).data;
}

export async function createLibraryAlias(list: LibraryList, body: CreateLibraryAliasRequest) {
  return ZLibraryEntryResponse.parse((await api.post(call(`library/${list}/aliases`), body)).data).data;
}

export async function deleteLibraryEntry(id: string) {
  await api.delete(call(`library/entries/${id}`));
}

export async function deleteLibraryAlias(id: string) {
  await api.delete(call(`library/aliases/${id}`));
}

/** POST library/hs_code/import (multipart `file`): the answer's message and counts. */
export async function importHsList(file: File) {
  const form = new FormData();
  form.append('file', file);
  return ZHsImportResponse.parse((await api.post(call('library/hs_code/import'), form)).data);
}
