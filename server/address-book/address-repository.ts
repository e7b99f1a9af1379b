import type { Queryable } from '../database/queryable';

export interface AddressValues {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string | null;
  city: string;
  regionCode: string;
  postalCode: string;
  country: string;
  email: string | null;
  phone: string | null;
}

/** A stored address: the member's values, with what the store keeps beside them. */
export interface AddressRow extends AddressValues {
  id: number;
  memberId: number;
  isDefault: boolean;
  validatedAt: Date | null;
}

const SELECT_ADDRESS = `
  SELECT id, member_id AS "memberId", first_name AS "firstName", last_name AS "lastName", address1, address2, city,
         region_code AS "regionCode", postal_code AS "postalCode", country, email, phone,
         is_default AS "isDefault", validated_at AS "validatedAt"
    FROM member_address`;

/** The member's addresses, the default first, then oldest first. */
export async function findAddressesOfMember(db: Queryable, memberId: number): Promise<AddressRow[]> {
  const { rows } = await db.query<AddressRow>(`${SELECT_ADDRESS} WHERE member_id = $1 ORDER BY is_default DESC, id`, [memberId]);
  return rows;
}

/** One of the member's addresses; another member's is not found. */
export async function findAddressOfMember(db: Queryable, memberId: number, addressId: number): Promise<AddressRow | null> {
  const { rows } = await db.query<AddressRow>(`${SELECT_ADDRESS} WHERE id = $1 AND member_id = $2`, [addressId, memberId]);
  return rows[0] ?? null;
}

/** Serialises the member's address book changes (the one-default rule reads then writes). */
export async function lockMemberAddresses(db: Queryable, memberId: number): Promise<void> {
  await db.query('SELECT id FROM member WHERE id = $1 FOR UPDATE', [memberId]);
}

/** An address's own columns, in the order the insert and the update list them. */
function addressColumns(values: AddressValues): unknown[] {
  return [
    values.firstName,
    values.lastName,
    values.address1,
    values.address2,
    values.city,
    values.regionCode,
    values.postalCode,
    values.country,
    values.email,
    values.phone,
  ];
}

export async function insertAddress(
  db: Queryable,
  memberId: number,
  values: AddressValues,
  options: { isDefault: boolean; validatedAt: Date | null },
): Promise<number> {
  if (options.isDefault) await clearDefault(db, memberId);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO member_address (member_id, first_name, last_name, address1, address2, city, region_code, postal_code,
                                 country, email, phone, is_default, validated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      memberId,
      ...addressColumns(values),
      options.isDefault,
      options.validatedAt,
    ],
  );
  return rows[0]!.id;
}

export async function updateAddress(db: Queryable, memberId: number, addressId: number, values: AddressValues, validatedAt: Date | null): Promise<void> {
  await db.query(
    `UPDATE member_address
        SET first_name = $3, last_name = $4, address1 = $5, address2 = $6, city = $7, region_code = $8, postal_code = $9,
            country = $10, email = $11, phone = $12, validated_at = $13, updated_at = now()
      WHERE id = $1 AND member_id = $2`,
    [
      addressId,
      memberId,
      ...addressColumns(values),
      validatedAt,
    ],
  );
}

async function clearDefault(db: Queryable, memberId: number): Promise<void> {
  await db.query('UPDATE member_address SET is_default = false, updated_at = now() WHERE member_id = $1 AND is_default', [memberId]);
}

export async function setDefaultAddress(db: Queryable, memberId: number, addressId: number): Promise<void> {
  await clearDefault(db, memberId);
  await db.query('UPDATE member_address SET is_default = true, updated_at = now() WHERE id = $1 AND member_id = $2', [addressId, memberId]);
}

/** Deletes an address; when it was the default, the oldest remaining one becomes the default. */
export async function deleteAddress(db: Queryable, memberId: number, addressId: number): Promise<void> {
  const { rows } = await db.query<{ isDefault: boolean }>(
    'DELETE FROM member_address WHERE id = $1 AND member_id = $2 RETURNING is_default AS "isDefault"',
    [addressId, memberId],
  );
  if (rows[0]?.isDefault) {
    await db.query(
      `UPDATE member_address SET is_default = true, updated_at = now()
        WHERE id = (SELECT id FROM member_address WHERE member_id = $1 ORDER BY id LIMIT 1)`,
      [memberId],
    );
  }
}

export async function countAddresses(db: Queryable, memberId: number): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM member_address WHERE member_id = $1', [memberId]);
  return rows[0]?.count ?? 0;
}
