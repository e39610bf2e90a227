import { Button, Group } from '@mantine/core';
import { runAction } from '../../alerts/outcome';
import { useCreateBinderMutation, useCreateSuperBinderMutation } from '../graphql/binders.generated';

interface CreateBinderButtonsProps {
  /** The student's uuid. */
  uuid: string;
  /** The aid year a student or parent binder is made for. */
  aidYear: number;
  /** Whether the student is dependent (has a parent whose binder may be made). */
  hasParent: boolean;
}

/** Makes a student, parent or super binder. */
export function CreateBinderButtons({ uuid, aidYear, hasParent }: CreateBinderButtonsProps) {
  // A new binder joins the list.
  const [createBinder, cb] = useCreateBinderMutation({ refetchQueries: ['StudentBinders'] });
  const [createSuper, cs] = useCreateSuperBinderMutation({ refetchQueries: ['StudentBinders'] });
  const create = (forParent: boolean) =>
    void runAction(
      async () => (await createBinder({ variables: { uuid, aidYear, forParent } })).data?.createBinder,
      'Update failed',
      'Successful Add',
    );
  return (
    <Group>
      <Button loading={cb.loading} onClick={() => create(false)}>
        Create student binder
      </Button>
      {hasParent && (
        <Button variant="light" loading={cb.loading} onClick={() => create(true)}>
          Create parent binder
        </Button>
      )}
      <Button
        variant="light"
        loading={cs.loading}
        onClick={() =>
          void runAction(
            async () => (await createSuper({ variables: { uuid } })).data?.createSuperBinder,
            'Creating Super Binder failed',
            'Super Binder has been created',
          )
        }
      >
        Create super binder
      </Button>
    </Group>
  );
}
