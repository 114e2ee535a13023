/** After an action on one account: put the answered account into the cached list, then refetch it. */
import type { ManagedUser, ManagedUserList } from '@firebreak/shared';
import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from './query-keys';

export async function updateUserInList(queryClient: QueryClient, user: ManagedUser): Promise<void> {
  queryClient.setQueryData<ManagedUserList>(userKeys.list(), (list) =>
    list ? { users: list.users.map((entry) => (entry.id === user.id ? user : entry)) } : list,
  );
  await queryClient.invalidateQueries({ queryKey: userKeys.list() });
}
