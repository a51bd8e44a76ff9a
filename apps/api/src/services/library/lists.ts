import { type LibraryList, libraryLists, libraryMessages as m } from '@vd/contract';
import { normalize, REFERENCE_LISTS, type ReferenceListName } from '@vd/engine';
import { AppError } from '../../errors.ts';

// The contract's list names and the engine's are the same: the build fails when they drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const listsAgree: Same<LibraryList, ReferenceListName> = true;
void listsAgree;
void REFERENCE_LISTS;
void libraryLists;

const bad = (message: string, field = 'code') =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/**
 * A code as the list stores it, or a 400 naming the format: HS codes as digits (dots and spaces
 * dropped), the other codes in capitals. An HS code passes the engine's own check too, so the list
 * holds no code the engine would refuse as read (a chapter or heading no tariff book has).
 */
export function canonicalCode(list: LibraryList, raw: string): string {
  const text = raw.trim().toUpperCase();
  switch (list) {
    case 'hs_code': {
      const digits = text.replace(/[.\s-]/g, '');
      if (!/^\d+$/.test(digits) || ![6, 8, 10].includes(digits.length)) throw bad(m.hsCodeFormat);
      const read = normalize('hs_code', digits);
      if (read.value === null) throw bad(read.reason ?? m.hsCodeFormat);
      return digits;
    }
    case 'port':
      if (!/^[A-Z]{2}[A-Z2-9]{3}$/.test(text)) throw bad(m.portFormat);
      return text;
    case 'customs_office':
      if (!/^\d{6}$/.test(text)) throw bad(m.officeFormat);
      return text;
    case 'unit':
    case 'package':
      if (!/^[A-Z0-9]{1,3}$/.test(text)) throw bad(m.unitFormat);
      return text;
    default:
      if (!/^[A-Z0-9]{2,3}$/.test(text)) throw bad(m.codeUnknown);
      return text;
  }
}

/** HS code digits as the tariff book writes them: 0901.11.10 (10 digits: 0901.11.10.00). */
export function formatHsCode(digits: string): string {
  return digits.replace(/^(\d{4})(\d{2})(\d{2})?(\d{2})?$/, (_all, a, b, c, d) =>
    [`${a}.${b}`, c, d].filter(Boolean).join('.'),
  );
}
