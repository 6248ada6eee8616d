import type { UpdateProfileBody } from '@casino/api-contract';
import { type Db, run } from '../sql';

/** Column names are the contract's field names; only the fields sent are written. */
const EDITABLE_COLUMNS = [
  'first_name',
  'last_name',
  'date_birth',
  'gender',
  'city',
  'state',
  'postcode',
  'address',
  'phone_code',
  'phone_number',
] as const satisfies readonly (keyof UpdateProfileBody)[];

/** Returns false when the player has no profile row to change. */
export async function updateProfileFields(db: Db, userId: number, fields: UpdateProfileBody): Promise<boolean> {
  const columns = EDITABLE_COLUMNS.filter((column) => fields[column] !== undefined);
  if (columns.length === 0) return true;
  const assignments = columns.map((column) => `${column} = ?`).join(', ');
  const values = columns.map((column) => fields[column] as string);
  return (await run(db, `UPDATE profiles SET ${assignments} WHERE user_id = ?`, ...values, userId)).changes === 1;
}
