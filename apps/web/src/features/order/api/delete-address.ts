import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, fillPath } from '@salt/domain';
import { apiDelete } from '../../../lib/api/client';
import { orderKeys } from './keys';

export function deleteAddress(id: number): Promise<unknown> {
  return apiDelete<unknown>(fillPath(API_PATHS.addressById, { id }), { requireToken: true });
}

export function useDeleteAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => qc.invalidateQueries({ queryKey: orderKeys.addresses }),
  });
}
