import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS, type Address, type AddressPage } from '@salt/domain';
import { apiGet } from '../../../lib/api/client';
import { orderKeys } from './keys';

/** All of the user's addresses (at most 20 exist), default first as the server orders them. */
export function fetchAddresses(): Promise<Address[]> {
  return apiGet<AddressPage>(API_PATHS.addressPage, { params: { current: 1, size: -1 }, requireToken: true }).then(
    (p) => p.records,
  );
}

export const addressesQuery = () => queryOptions({ queryKey: orderKeys.addresses, queryFn: fetchAddresses });

export const useAddresses = (enabled = true) => useQuery({ ...addressesQuery(), enabled });
