import { type DataType, numericDataTypes, type ValidationLogic } from '@vd/contract';
import { AppError } from '../../errors.ts';

/** Whether a validation logic makes sense for a data type (number logic on numbers, date on dates). */
export function logicFits(logic: ValidationLogic, type: DataType): boolean {
  if (logic.logic === 'number') return numericDataTypes.includes(type);
  if (logic.logic === 'date') return type === 'date';
  return true;
}

export function assertLogicFits(logic: ValidationLogic, type: DataType): void {
  if (logicFits(logic, type)) return;
  const need = logic.logic === 'number' ? 'angka, nilai uang, berat atau jumlah barang' : 'tanggal';
  throw new AppError('LOGIC_NOT_ALLOWED', `Logika "${logic.logic}" hanya untuk label bertipe ${need}.`, {
    validation_logic: `Logika "${logic.logic}" hanya untuk label bertipe ${need}.`,
  });
}
