import type { DataType, ValidationLogicName } from '@vd/contract';
import type { DataType as EngineDataType, LogicName } from '@vd/engine';

/**
 * The contract (zod only, shared with the browser) repeats two lists of the engine; these
 * type-level checks make `npm run typecheck` fail the moment they drift apart.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const dataTypesMatchEngine: Same<DataType, EngineDataType> = true;
export const logicsMatchEngine: Same<ValidationLogicName, LogicName> = true;
